--TEST--
pgsql: pg_prepare/pg_execute, pg_query_params, PDO prepare/execute with bound values and a scrollable cursor, and transactions committed and rolled back by coroutines side by side, each on its own connection
--EXTENSIONS--
pgsql
pdo
pdo_pgsql
--SKIPIF--
<?php require __DIR__ . '/pgsql.inc'; ta_pgsql_skipif(); ?>
--FILE--
<?php
require __DIR__ . '/pgsql.inc';
use function Async\{spawn, await_all, delay};
$table = 'ta_tx_' . getmypid();
$setup = ta_pg();
pg_query($setup, "CREATE TABLE $table (id int PRIMARY KEY, v text)");

[$r, $e] = await_all([
    'ext' => spawn(function () use ($table) {
        $c = ta_pg();
        pg_prepare($c, 'ins', "INSERT INTO $table VALUES (\$1, \$2)");
        pg_query($c, 'BEGIN');
        pg_execute($c, 'ins', [1, 'one']);
        pg_query($c, 'SELECT pg_sleep(0.1)');
        pg_execute($c, 'ins', [2, 'two']);
        pg_query($c, 'COMMIT');
        $r = pg_query_params($c, "SELECT v FROM $table WHERE id = \$1", [2]);
        return [pg_fetch_row($r)[0], pg_transaction_status($c) === PGSQL_TRANSACTION_IDLE];
    }),
    'pdo commit' => spawn(function () use ($table) {
        $pdo = ta_pdo();
        $pdo->beginTransaction();
        $st = $pdo->prepare("INSERT INTO $table VALUES (:id, :v)");
        $st->bindValue(':id', 3, PDO::PARAM_INT);
        $st->bindValue(':v', 'three');
        $st->execute();
        $pdo->query('SELECT pg_sleep(0.1)');
        $in = $pdo->inTransaction();
        $pdo->commit();
        return [$in, $pdo->inTransaction()];
    }),
    'pdo rollback' => spawn(function () use ($table) {
        $pdo = ta_pdo();
        $pdo->beginTransaction();
        $pdo->exec("INSERT INTO $table VALUES (4, 'four')");
        $pdo->query('SELECT pg_sleep(0.1)');
        $pdo->rollBack();
        return $pdo->query("SELECT count(*) FROM $table WHERE id = 4")->fetchColumn();
    }),
    'cursor' => spawn(function () {
        $pdo = ta_pdo();
        $pdo->beginTransaction();
        $st = $pdo->prepare('SELECT g FROM generate_series(1, 5) g', [PDO::ATTR_CURSOR => PDO::CURSOR_SCROLL]);
        $st->execute();
        $rows = [];
        while (($v = $st->fetchColumn()) !== false) {
            $rows[] = $v;
            delay(1);
        }
        $last = $st->fetch(PDO::FETCH_NUM, PDO::FETCH_ORI_ABS, 2);
        $pdo->commit();
        return [implode(',', $rows), $last[0]];
    }),
]);
var_dump(count($e));
var_export($r);
echo "\n";
echo implode(',', pg_fetch_all_columns(pg_query($setup, "SELECT id FROM $table ORDER BY id"))), "\n";
pg_query($setup, "DROP TABLE $table");
?>
--EXPECT--
int(0)
array (
  'ext' => 
  array (
    0 => 'two',
    1 => true,
  ),
  'pdo commit' => 
  array (
    0 => true,
    1 => false,
  ),
  'pdo rollback' => 0,
  'cursor' => 
  array (
    0 => '1,2,3,4,5',
    1 => 2,
  ),
)
1,2,3
