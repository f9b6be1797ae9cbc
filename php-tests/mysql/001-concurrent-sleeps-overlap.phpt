--TEST--
mysql: ten coroutines, each with its own PDO connection, run SELECT SLEEP(0.3) at once; the waits overlap and the process keeps running
--EXTENSIONS--
true_async
mysqlnd
pdo
pdo_mysql
--SKIPIF--
<?php require __DIR__ . '/mysql.inc'; ta_mysql_skipif(); ?>
--FILE--
<?php
require __DIR__ . '/mysql.inc';
use function Async\{spawn, await, await_all, delay};
$pdos = [];
for ($i = 0; $i < 10; $i++) {
    $pdos[] = ta_pdo();
}
$ids = array_map(fn($p) => $p->query('SELECT CONNECTION_ID()')->fetchColumn(), $pdos);
var_dump(count(array_unique($ids)));
// A coroutine that ticks every 20 ms: if a query blocked the process, it
// could not run until the query ended.
$ticks = 0;
$ticker = spawn(function () use (&$ticks) {
    for (;;) { delay(20); $ticks++; }
});
$start = hrtime(true);
$queries = [];
foreach ($pdos as $i => $pdo) {
    $queries[] = spawn(fn() => $pdo->query("SELECT SLEEP(0.3) AS s, $i AS i")->fetch(PDO::FETCH_ASSOC));
}
[$rows, $errors] = await_all($queries);
$ms = (hrtime(true) - $start) / 1e6;
$ticker->cancel();
var_dump(count($errors));
echo implode(',', array_column($rows, 'i')), "\n";
echo implode(',', array_column($rows, 's')), "\n";
// One after the other: 3 s. Side by side: 0.3 s, more under valgrind.
var_dump($ms >= 290, $ms < 2000);
var_dump($ticks >= 5);
?>
--EXPECT--
int(10)
int(0)
0,1,2,3,4,5,6,7,8,9
0,0,0,0,0,0,0,0,0,0
bool(true)
bool(true)
bool(true)
