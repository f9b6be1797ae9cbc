--TEST--
mysql: ten PDO connects whose server greeting comes 300 ms late (a delaying proxy in a coroutine of the same process) overlap
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
use function Async\{spawn, await, await_all};
// The proxy itself runs in coroutines here: a connect that blocked the
// process would never get its greeting (PDO::ATTR_TIMEOUT is 10 s).
[$port, $proxy] = ta_delaying_proxy(300, 10);
$dsn = ta_mysql_dsn_port($port);
$start = hrtime(true);
$connects = [];
for ($i = 0; $i < 10; $i++) {
    $connects[] = spawn(function () use ($dsn, $i) {
        $pdo = ta_pdo([], $dsn);
        return [$pdo, (int) $pdo->query("SELECT $i * 10")->fetchColumn()];
    });
}
[$results, $errors] = await_all($connects);
$ms = (hrtime(true) - $start) / 1e6;
var_dump(count($errors));
echo implode(',', array_column($results, 1)), "\n";
// One after the other: 3 s.
var_dump($ms >= 290, $ms < 2000);
// The connections close (the coroutines' results hold them too), so the
// proxy's pumps see EOF and its coroutine ends.
$connects = $results = null;
await($proxy);
echo "proxy done\n";
?>
--EXPECT--
int(0)
0,10,20,30,40,50,60,70,80,90
bool(true)
bool(true)
proxy done
