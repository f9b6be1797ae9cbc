--TEST--
mysql: a failing query throws PDOException in its own coroutine (syntax error, missing table, duplicate key) while other coroutines' slow queries go on; the failed connection stays usable
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
$t = ta_table('errors');
$setup = ta_pdo();
$setup->exec("CREATE TABLE $t (id INT PRIMARY KEY) ENGINE=InnoDB");
$setup->exec("INSERT INTO $t VALUES (1)");
$slow = [];
for ($i = 0; $i < 3; $i++) {
    $slow[] = spawn(function () use ($i) {
        return ta_pdo()->query("SELECT SLEEP(0.3), $i")->fetch(PDO::FETCH_NUM)[1];
    });
}
$failing = [];
foreach (["SELEKT 1", "SELECT * FROM no_such_table_here", "INSERT INTO $t VALUES (1)"] as $sql) {
    $failing[] = spawn(function () use ($sql) {
        $pdo = ta_pdo();
        delay(50); // the slow queries are on the server by now
        try {
            $pdo->exec($sql);
            return "no exception";
        } catch (PDOException $e) {
            $caught = get_class($e) . " " . $e->errorInfo[0] . " " . $e->errorInfo[1];
        }
        // The same connection answers the next query.
        return $caught . " then " . $pdo->query("SELECT 'ok'")->fetchColumn();
    });
}
[$errs, $e1] = await_all($failing);
[$ids, $e2] = await_all($slow);
echo implode("\n", $errs), "\n";
echo implode(',', $ids), "\n";
var_dump(count($e1), count($e2));
$setup->exec("DROP TABLE $t");
?>
--EXPECT--
PDOException 42000 1064 then ok
PDOException 42S02 1146 then ok
PDOException 23000 1062 then ok
0,1,2
int(0)
int(0)
