--TEST--
mysql: an Async\Pool of 5 PDO connections shared by 50 coroutines each running SELECT SLEEP(0.1): ten rounds of overlapping queries, never more than 5 connections opened, each used by one coroutine at a time (examples/pool_mysql.php, run alone by run-tests.sh, also watches Threads_connected on the server; here other tests connect alongside)
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
use function Async\{spawn, await_all, delay};
$opened = 0;
$pool = new Async\Pool(function () use (&$opened) { $opened++; return ta_pdo(); }, max: 5);
$busy = [];          // connection id => coroutines using it now
$overlap = false;
$inflight = 0;
$peak = 0;
$start = hrtime(true);
$jobs = [];
foreach (range(1, 50) as $n) {
    $jobs[] = spawn(function () use ($pool, $n, &$busy, &$overlap, &$inflight, &$peak) {
        $db = $pool->acquire();
        $conn = $db->query('SELECT CONNECTION_ID()')->fetchColumn();
        if (($busy[$conn] = ($busy[$conn] ?? 0) + 1) > 1) $overlap = true;
        $peak = max($peak, ++$inflight);
        try {
            $st = $db->prepare('SELECT SLEEP(0.1), ? * 2');
            $st->execute([$n]);
            return (int)$st->fetch(PDO::FETCH_NUM)[1];
        } finally {
            $busy[$conn]--;
            $inflight--;
            $pool->release($db);
        }
    });
}
[$results, $errors] = await_all($jobs);
$ms = (hrtime(true) - $start) / 1e6;
var_dump(count($errors), array_sum($results) === 2 * array_sum(range(1, 50)));
var_dump($opened, $pool->count(), $pool->idleCount());
var_dump($peak, $overlap);
// Ten rounds of 100 ms: about 1 s; 50 in a row would take 5 s.
$limit = ta_under_valgrind() ? 4500 : 3000;
if ($ms < 1000 || $ms > $limit) echo "took $ms ms\n";
$pool->close();
echo "done\n";
?>
--EXPECT--
int(0)
bool(true)
int(5)
int(5)
int(5)
int(5)
bool(false)
done
