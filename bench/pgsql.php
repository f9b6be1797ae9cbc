<?php
// PostgreSQL through libpq, waiting in the reactor inside coroutines
// (src/io/libs/). One line per workload, each against the same code run
// serially and against a hand-written event loop (ext/pgsql's async API:
// pg_send_query on every connection, stream_select() on their pg_socket()s)
// in the same run:
//   - `SELECT 1` round trips: n connections, r round trips each, PDO pgsql
//     (and ext/pgsql's pg_query) in a coroutine per connection; queries
//     per second;
//   - n connections x SELECT pg_sleep(s) (10 connections by default: the
//     serial run takes 10 x s); wall time.
// Needs the server of tools/postgres.sh (or TA_PGSQL_*):
//   tools/postgres.sh start
//   php -n -d extension=true_async -d extension=pgsql -d extension=pdo \
//       -d extension=pdo_pgsql bench/pgsql.php [n] [round trips] [rounds]
require __DIR__ . '/../php-tests/pgsql/pgsql.inc';
require __DIR__ . '/timing.inc';
use function Async\{spawn, await_all};

$n = (int) ($argv[1] ?? 100);
$trips = (int) ($argv[2] ?? 20);
$rounds = (int) ($argv[3] ?? 3);
$sleepers = 10;
$s = 0.2;

try {
    ta_pdo()->query('SELECT 1');
} catch (PDOException $e) {
    fwrite(STDERR, "no PostgreSQL at " . ta_pg_dsn() . ": {$e->getMessage()} (tools/postgres.sh start)\n");
    exit(1);
}

/** The hand-written loop: $sql $trips times on every connection, all in flight at once. */
function send_query_loop(array $conns, string $sql, int $trips): void {
    $left = [];
    $socks = [];
    foreach ($conns as $i => $c) {
        pg_send_query($c, $sql);
        $left[$i] = $trips;
        $socks[$i] = pg_socket($c);
    }
    while ($left) {
        $read = array_intersect_key($socks, $left);
        $w = $x = null;
        stream_select($read, $w, $x, 5);
        foreach ($read as $i => $sock) {
            $c = $conns[$i];
            pg_consume_input($c);
            if (pg_connection_busy($c)) {
                continue;
            }
            while (($r = pg_get_result($c)) !== false) {
                pg_fetch_row($r);
            }
            if (--$left[$i] > 0) {
                pg_send_query($c, $sql);
            } else {
                unset($left[$i]);
            }
        }
    }
}

// Connections opened side by side (in coroutines) to save time; not measured.
$pdos = await_all(array_map(fn() => spawn(fn() => ta_pdo()), range(1, $n)))[0];
$exts = await_all(array_map(fn() => spawn(fn() => ta_pg()), range(1, $n)))[0];
foreach ($exts as $c) {
    pg_set_client_encoding($c, 'UTF8');
}

$select = function (PDO $pdo) use ($trips) {
    for ($i = 0; $i < $trips; $i++) {
        $pdo->query('SELECT 1')->fetchColumn();
    }
};
$total = $n * $trips;
$serial = best($rounds, function () use ($pdos, $select) {
    foreach ($pdos as $p) {
        $select($p);
    }
});
$co = best($rounds, fn() => await_all(array_map(fn($p) => spawn($select, $p), $pdos)));
$loop = best($rounds, fn() => send_query_loop($exts, 'SELECT 1', $trips));
printf("PDO pgsql SELECT 1, %d connections x %d round trips: coroutines %.0f q/s; serial %.0f q/s (coroutines/serial %.2fx); pg_send_query+stream_select loop %.0f q/s (coroutines/loop %.2fx)\n",
    $n, $trips, $total / $co, $total / $serial, $serial / $co, $total / $loop, $loop / $co);

// The same with ext/pgsql's pg_query (closer to what the loop runs).
$pgq = function ($c) use ($trips) {
    for ($i = 0; $i < $trips; $i++) {
        pg_fetch_row(pg_query($c, 'SELECT 1'));
    }
};
$serial = best($rounds, function () use ($exts, $pgq) {
    foreach ($exts as $c) {
        $pgq($c);
    }
});
$co = best($rounds, fn() => await_all(array_map(fn($c) => spawn($pgq, $c), $exts)));
printf("pg_query SELECT 1, %d connections x %d round trips: coroutines %.0f q/s; serial %.0f q/s (coroutines/serial %.2fx); pg_send_query+stream_select loop %.0f q/s (coroutines/loop %.2fx)\n",
    $n, $trips, $total / $co, $total / $serial, $serial / $co, $total / $loop, $loop / $co);

$few = array_slice($pdos, 0, $sleepers);
$sql = "SELECT pg_sleep($s)";
$serial = best(1, function () use ($few, $sql) {
    foreach ($few as $p) {
        $p->query($sql)->fetchAll();
    }
});
$co = best($rounds, fn() => await_all(array_map(fn($p) => spawn(fn() => $p->query($sql)->fetchAll()), $few)));
$loop = best($rounds, fn() => send_query_loop(array_slice($exts, 0, $sleepers), $sql, 1));
printf("PDO pgsql %d x SELECT pg_sleep(%.1f): coroutines %.3f s; serial %.3f s (coroutines/serial %.2fx); pg_send_query+stream_select loop %.3f s (coroutines/loop %.2fx)\n",
    $sleepers, $s, $co, $serial, $serial / $co, $loop, $loop / $co);
