--TEST--
pgsql: PDO::pgsqlGetNotify() with a timeout and pg_socket() + stream_select() + pg_get_notify() wait in the reactor: a NOTIFY sent by another coroutine wakes them, a ticker runs meanwhile, and a timeout with no notification returns false after it
--EXTENSIONS--
pgsql
pdo
pdo_pgsql
--SKIPIF--
<?php require __DIR__ . '/pgsql.inc'; ta_pgsql_skipif(); ?>
--FILE--
<?php
require __DIR__ . '/pgsql.inc';
use function Async\{spawn, await, await_all, delay};
$ch = 'ta_ch_' . getmypid();
$pdo = ta_pdo();
$pdo->exec("LISTEN {$ch}_a");
$ext = ta_pg();
pg_query($ext, "LISTEN {$ch}_b");

$ticks = 0;
$ticker = ta_ticker($ticks, 10);
$t0 = hrtime(true);
[$r, $e] = await_all([
    'pdo' => spawn(fn() => $pdo->pgsqlGetNotify(PDO::FETCH_ASSOC, 5000)),
    'ext' => spawn(function () use ($ext) {
        $sock = pg_socket($ext);
        $read = [$sock];
        $w = $x = null;
        $n = stream_select($read, $w, $x, 5);
        pg_consume_input($ext);
        return [$n, pg_get_notify($ext, PGSQL_ASSOC)];
    }),
    'notifier' => spawn(function () use ($ch) {
        delay(200);
        $c = ta_pg();
        pg_query($c, "NOTIFY {$ch}_a, 'to pdo'");
        pg_query($c, "NOTIFY {$ch}_b, 'to ext'");
    }),
]);
$ms = ta_ms($t0);
$ticker->cancel();
var_dump(count($e));
echo $r['pdo']['message'] === "{$ch}_a" ? 'pdo channel ok' : 'pdo channel wrong', ': ', $r['pdo']['payload'], "\n";
echo $r['ext'][0], ' ', $r['ext'][1]['message'] === "{$ch}_b" ? 'ext channel ok' : 'ext channel wrong', ': ', $r['ext'][1]['payload'], "\n";
var_dump($ms >= 190, $ms < (ta_under_valgrind() ? 3000 : 1500), ta_ticked($ticks, 10));

// Nothing comes: false after the timeout, in the reactor.
$ticks = 0;
$ticker = ta_ticker($ticks, 10);
$t0 = hrtime(true);
var_dump(await(spawn(fn() => $pdo->pgsqlGetNotify(PDO::FETCH_ASSOC, 300))));
$ms = ta_ms($t0);
$ticker->cancel();
var_dump($ms >= 290, ta_ticked($ticks, 10));
?>
--EXPECT--
int(0)
pdo channel ok: to pdo
1 ext channel ok: to ext
bool(true)
bool(true)
bool(true)
bool(false)
bool(true)
bool(true)
