--TEST--
pgsql: five coroutines, each with its own ext/pgsql connection, run SELECT pg_sleep(0.3) at once; the waits overlap and a ticker keeps ticking
--EXTENSIONS--
pgsql
--SKIPIF--
<?php require __DIR__ . '/pgsql.inc'; ta_pgsql_skipif(); ?>
--FILE--
<?php
require __DIR__ . '/pgsql.inc';
use function Async\{spawn, await_all};
$conns = [];
for ($i = 0; $i < 5; $i++) {
    $conns[] = ta_pg();
}
var_dump(count(array_unique(array_map('pg_get_pid', $conns))));
$ticks = 0;
$ticker = ta_ticker($ticks, 10);
$t0 = hrtime(true);
$jobs = [];
foreach ($conns as $i => $c) {
    $jobs[] = spawn(function () use ($c, $i, $t0) {
        $start = ta_ms($t0);
        $row = pg_fetch_assoc(pg_query($c, "SELECT pg_sleep(0.3) AS s, $i AS i"));
        return [$row['i'], $start, ta_ms($t0)];
    });
}
[$r, $e] = await_all($jobs);
$total = ta_ms($t0);
$ticker->cancel();
var_dump(count($e));
echo implode(',', array_column($r, 0)), "\n";
// Every query began before any ended.
var_dump(max(array_column($r, 1)) < min(array_column($r, 2)));
// One after the other: 1.5 s.
var_dump($total >= 290, $total < (ta_under_valgrind() ? 1400 : 900));
var_dump(ta_ticked($ticks, 10));
?>
--EXPECT--
int(5)
int(0)
0,1,2,3,4
bool(true)
bool(true)
bool(true)
bool(true)
