--TEST--
pgsql: five coroutines, each with its own PDO pgsql connection, run SELECT pg_sleep(0.3) at once (native prepares and emulated); the waits overlap and a ticker keeps ticking
--EXTENSIONS--
pdo
pdo_pgsql
--SKIPIF--
<?php require __DIR__ . '/pgsql.inc'; ta_pgsql_skipif(); ?>
--FILE--
<?php
require __DIR__ . '/pgsql.inc';
use function Async\{spawn, await_all};
foreach ([false, true] as $emulate) {
    $pdos = [];
    for ($i = 0; $i < 5; $i++) {
        $pdos[] = ta_pdo([PDO::ATTR_EMULATE_PREPARES => $emulate]);
    }
    $ticks = 0;
    $ticker = ta_ticker($ticks, 10);
    $t0 = hrtime(true);
    $jobs = [];
    foreach ($pdos as $i => $pdo) {
        $jobs[] = spawn(function () use ($pdo, $i) {
            $st = $pdo->prepare('SELECT pg_sleep(0.3) AS s, ?::int AS i');
            $st->execute([$i]);
            return $st->fetch(PDO::FETCH_ASSOC)['i'];
        });
    }
    [$r, $e] = await_all($jobs);
    $total = ta_ms($t0);
    $ticker->cancel();
    echo $emulate ? 'emulated' : 'native', ': ', count($e), ' errors, ', implode(',', $r), "\n";
    var_dump($total >= 290, $total < (ta_under_valgrind() ? 1400 : 900), ta_ticked($ticks, 10));
}
?>
--EXPECT--
native: 0 errors, 0,1,2,3,4
bool(true)
bool(true)
bool(true)
emulated: 0 errors, 0,1,2,3,4
bool(true)
bool(true)
bool(true)
