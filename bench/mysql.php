<?php
// Is mysqlnd's I/O non-blocking in coroutines? N connections each run
// SELECT SLEEP(s): one after the other that takes N x s, side by side s.
// Also the connect (greetings delayed by a proxy in a coroutine), the unix
// socket and mysqli. Needs the server of tools/mariadb.sh (or TA_MYSQL_*):
//   tools/mariadb.sh start
//   php -n -d extension=true_async -d extension=mysqlnd -d extension=pdo \
//       -d extension=pdo_mysql -d extension=mysqli bench/mysql.php [n] [seconds] \
//       [select1 connections] [select1 round trips]
require __DIR__ . '/../php-tests/mysql/mysql.inc';
use function Async\{spawn, await, await_all};

$n = (int) ($argv[1] ?? 10);
$s = (float) ($argv[2] ?? 0.2);

function measure(string $label, callable $f, float $serial): void {
    $t = hrtime(true);
    $errors = $f();
    $ms = (hrtime(true) - $t) / 1e6;
    printf("%-52s %8.1f ms  (serial %5.0f ms) %s\n", $label, $ms, $serial * 1000,
        $errors ? "ERRORS: $errors" : "");
}
$sql = "SELECT SLEEP($s)";

$pdos = array_map(fn() => ta_pdo(), range(1, $n));
measure("PDO tcp, $n x SLEEP($s), no coroutines", function () use ($pdos, $sql) {
    foreach ($pdos as $p) $p->query($sql)->fetchAll();
}, $n * $s);
measure("PDO tcp, $n x SLEEP($s), a coroutine each", function () use ($pdos, $sql) {
    return count(await_all(array_map(fn($p) => spawn(fn() => $p->query($sql)->fetchAll()), $pdos))[1]);
}, $n * $s);

$socks = array_map(fn() => ta_pdo([], ta_mysql_socket_dsn()), range(1, $n));
measure("PDO unix socket, $n x SLEEP($s), a coroutine each", function () use ($socks, $sql) {
    return count(await_all(array_map(fn($p) => spawn(fn() => $p->query($sql)->fetchAll()), $socks))[1]);
}, $n * $s);

if (extension_loaded('mysqli')) {
    $parts = ta_mysql_parts();
    $ms = array_map(fn() => new mysqli($parts['host'], ta_mysql_user(), ta_mysql_pass(), $parts['dbname'], (int) $parts['port']), range(1, $n));
    measure("mysqli tcp, $n x SLEEP($s), a coroutine each", function () use ($ms, $sql) {
        return count(await_all(array_map(fn($m) => spawn(fn() => $m->query($sql)->fetch_all()), $ms))[1]);
    }, $n * $s);
}

$delay = (int) ($s * 1000);
[$port, $proxy] = ta_delaying_proxy($delay, $n);
$dsn = ta_mysql_dsn_port($port);
$conns = [];
measure("PDO connects, greeting $delay ms late, a coroutine each", function () use ($n, $dsn, &$conns) {
    [$conns, $errors] = await_all(array_map(fn() => spawn(fn() => ta_pdo([], $dsn)), range(1, $n)));
    return count($errors);
}, $n * $s);
$conns = null;
await($proxy);

// `SELECT 1` round trips: n2 connections (100 by default: argv[3]), r
// round trips each (argv[4], 20): PDO in a coroutine per connection against
// the same code run serially and against a hand-written event loop
// (mysqli's MYSQLI_ASYNC queries with mysqli_poll) in the same run;
// queries per second, the best of three runs each.
$n2 = (int) ($argv[3] ?? 100);
$trips = (int) ($argv[4] ?? 20);
$best = function (callable $f): float {
    $b = INF;
    for ($k = 0; $k < 3; $k++) {
        $t = hrtime(true);
        $f();
        $b = min($b, (hrtime(true) - $t) / 1e9);
    }
    return $b;
};
$pdos = await_all(array_map(fn() => spawn(fn() => ta_pdo()), range(1, $n2)))[0];
$select = function (PDO $pdo) use ($trips) {
    for ($i = 0; $i < $trips; $i++) {
        $pdo->query('SELECT 1')->fetchColumn();
    }
};
$total = $n2 * $trips;
$serial = $best(function () use ($pdos, $select) {
    foreach ($pdos as $p) {
        $select($p);
    }
});
$co = $best(fn() => await_all(array_map(fn($p) => spawn($select, $p), $pdos)));
$line = sprintf("PDO MySQL SELECT 1, %d connections x %d round trips: coroutines %.0f q/s; serial %.0f q/s (coroutines/serial %.2fx)",
    $n2, $trips, $total / $co, $total / $serial, $serial / $co);
if (extension_loaded('mysqli')) {
    $parts = ta_mysql_parts();
    $links = array_map(fn() => new mysqli($parts['host'], ta_mysql_user(), ta_mysql_pass(), $parts['dbname'], (int) $parts['port']), range(1, $n2));
    $loop = $best(function () use ($links, $trips) {
        $left = [];
        foreach ($links as $i => $m) {
            $m->query('SELECT 1', MYSQLI_ASYNC);
            $left[$i] = $trips;
        }
        while ($left) {
            $read = $error = $reject = array_values(array_intersect_key($links, $left));
            if (mysqli_poll($read, $error, $reject, 5) < 1) {
                continue;
            }
            foreach ($read as $m) {
                $i = array_search($m, $links, true);
                $m->reap_async_query()->fetch_row();
                if (--$left[$i] > 0) {
                    $m->query('SELECT 1', MYSQLI_ASYNC);
                } else {
                    unset($left[$i]);
                }
            }
        }
    });
    $line .= sprintf("; mysqli MYSQLI_ASYNC+mysqli_poll loop %.0f q/s (coroutines/loop %.2fx)", $total / $loop, $loop / $co);
}
echo $line, "\n";
