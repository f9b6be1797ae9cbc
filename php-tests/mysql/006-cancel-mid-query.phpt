--TEST--
mysql: cancelling a coroutine waiting on SELECT SLEEP(5) ends it at once with AsyncCancellation (its finally runs); other coroutines' connections finish their queries, the cancelled connection reports an error instead of a stale result, and new connections work
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
$admin = ta_pdo();
$victim = ta_pdo();
$id = (int) $victim->query('SELECT CONNECTION_ID()')->fetchColumn();
$start = hrtime(true);
$others = [];
for ($i = 0; $i < 3; $i++) {
    $others[] = spawn(fn() => ta_pdo()->query("SELECT SLEEP(0.3), $i")->fetch(PDO::FETCH_NUM)[1]);
}
$doomed = spawn(function () use ($victim) {
    try {
        $victim->query('SELECT SLEEP(5)');
        echo "not reached\n";
    } finally {
        echo "finally\n";
    }
});
delay(50);
$t = hrtime(true);
$doomed->cancel();
try {
    await($doomed);
} catch (Async\AsyncCancellation $e) {
    echo get_class($e), "\n";
}
var_dump((hrtime(true) - $t) / 1e6 < 500);
[$ids, $errors] = await_all($others);
echo implode(',', $ids), "\n";
var_dump(count($errors), (hrtime(true) - $start) / 1e6 < 2000);
// The server runs the abandoned statement on; the client gave the
// connection up (the reply would belong to the cancelled query).
$running = $admin->query("SELECT COUNT(*) FROM information_schema.PROCESSLIST WHERE ID = $id AND INFO = 'SELECT SLEEP(5)'")->fetchColumn();
var_dump((int) $running);
try {
    var_dump($victim->query("SELECT 'stale?'")->fetchColumn());
} catch (PDOException $e) {
    echo "victim: PDOException ", $e->errorInfo[1], "\n";
}
$admin->exec("KILL $id");
var_dump(await(spawn(fn() => ta_pdo()->query("SELECT 'fresh'")->fetchColumn())));
?>
--EXPECT--
finally
Async\AsyncCancellation
bool(true)
0,1,2
int(0)
bool(true)
int(1)
victim: PDOException 2006
string(5) "fresh"
