--TEST--
mysql: a second coroutine querying a connection that is waiting for another coroutine's result gets PDOException 2014 at once; the first coroutine's result is intact and the connection answers afterwards
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
$p = ta_pdo();
$first = spawn(fn() => $p->query("SELECT SLEEP(0.3), 'first'")->fetch(PDO::FETCH_NUM)[1]);
$second = spawn(function () use ($p) {
    delay(50);
    $start = hrtime(true);
    try {
        $r = $p->query("SELECT 'second'")->fetchColumn();
    } catch (PDOException $e) {
        $r = "PDOException " . $e->errorInfo[1];
    }
    return [$r, (hrtime(true) - $start) / 1e6 < 200];
});
[$r, $errors] = await_all([$first, $second]);
var_dump($r[0], $r[1][0], $r[1][1], count($errors));
var_dump($p->query("SELECT 'after'")->fetchColumn());
?>
--EXPECT--
string(5) "first"
string(17) "PDOException 2014"
bool(true)
int(0)
string(5) "after"
