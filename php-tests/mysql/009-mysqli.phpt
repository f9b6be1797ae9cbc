--TEST--
mysql: mysqli in coroutines: concurrent connects and SLEEPs overlap, a failing query throws mysqli_sql_exception in its coroutine only, and prepared statements bind and fetch
--EXTENSIONS--
true_async
mysqlnd
mysqli
--SKIPIF--
<?php require __DIR__ . '/mysql.inc';
if (getenv('TA_MYSQL_REQUIRED')) return;
// run-tests.php loads --EXTENSIONS-- before its own -d extension= options:
// given -d extension=mysqlnd, mysqli comes first and fails to load.
if (!extension_loaded('mysqli')) die('skip mysqli did not load (mysqlnd on the run-tests.php command line loads after it)');
$p = ta_mysql_parts();
mysqli_report(MYSQLI_REPORT_OFF);
if (!@mysqli_connect($p['host'], ta_mysql_user(), ta_mysql_pass(), $p['dbname'], (int) $p['port'])) {
    die('skip MariaDB not reachable at ' . ta_mysql_dsn() . ' (' . mysqli_connect_error() . '); start it with tools/mariadb.sh start');
} ?>
--FILE--
<?php
require __DIR__ . '/mysql.inc';
use function Async\{spawn, await_all};
mysqli_report(MYSQLI_REPORT_ERROR | MYSQLI_REPORT_STRICT);
$p = ta_mysql_parts();
$connect = fn() => new mysqli($p['host'], ta_mysql_user(), ta_mysql_pass(), $p['dbname'], (int) $p['port']);
$conns = await_all(array_map(fn() => spawn($connect), range(0, 5)))[0];
$start = hrtime(true);
$cs = [];
foreach ($conns as $i => $m) {
    $cs[] = spawn(function () use ($m, $i) {
        if ($i === 5) {
            try {
                $m->query("SELECT * FROM no_such_table_here");
            } catch (mysqli_sql_exception $e) {
                return get_class($e) . " " . $e->getCode() . ", then " . $m->query("SELECT 'ok'")->fetch_row()[0];
            }
        }
        return $m->query("SELECT SLEEP(0.3), $i")->fetch_row()[1];
    });
}
[$r, $errors] = await_all($cs);
$ms = (hrtime(true) - $start) / 1e6;
echo count($conns), " connections\n";
echo implode("\n", $r), "\n";
// One after the other: 1.5 s.
var_dump(count($errors), $ms < 1200);

$stmts = [];
for ($i = 0; $i < 3; $i++) {
    $stmts[] = spawn(function () use ($connect, $i) {
        $m = $connect();
        $st = $m->prepare("SELECT SLEEP(?), CONCAT(?, '!'), ? * 2");
        $sleep = 0.2;
        $s = "it's $i";
        $n = $i;
        $st->bind_param('dsi', $sleep, $s, $n);
        $st->execute();
        $st->bind_result($z, $text, $twice);
        $st->fetch();
        return "$text $twice";
    });
}
[$r, $errors] = await_all($stmts);
echo implode("\n", $r), "\n";
var_dump(count($errors));
?>
--EXPECT--
6 connections
0
1
2
3
4
mysqli_sql_exception 1146, then ok
int(0)
bool(true)
it's 0! 0
it's 1! 2
it's 2! 4
int(0)
