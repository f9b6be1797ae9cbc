--TEST--
mysql: transactions belong to their connection: a coroutine's uncommitted row is invisible to another's, a rollback drops it, and a row lock held by one coroutine makes another's UPDATE wait on the server without stopping the process
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
$t = ta_table('tx');
$setup = ta_pdo();
$setup->exec("CREATE TABLE $t (id INT PRIMARY KEY, v INT) ENGINE=InnoDB");
$setup->exec("INSERT INTO $t VALUES (1, 0)");
$count = fn(PDO $p) => (int) $p->query("SELECT COUNT(*) FROM $t")->fetchColumn();

// Isolation: a writes in a transaction and pauses; b reads meanwhile.
$a = spawn(function () use ($t) {
    $p = ta_pdo();
    $p->beginTransaction();
    $p->exec("INSERT INTO $t VALUES (2, 0)");
    delay(150);
    $p->commit();
    echo "a committed\n";
});
$b = spawn(function () use ($t, $count) {
    $p = ta_pdo();
    delay(50);
    echo "b sees ", $count($p), " rows while a's transaction is open\n";
    delay(200);
    echo "b sees ", $count($p), " rows after a's commit\n";
});
await_all([$a, $b]);

$c = spawn(function () use ($t, $count) {
    $p = ta_pdo();
    $p->beginTransaction();
    $p->exec("INSERT INTO $t VALUES (3, 0)");
    echo "c sees ", $count($p), " rows inside its transaction\n";
    $p->rollBack();
    return $count($p);
});
$n = await($c);
echo "after c's rollback: $n rows\n";

// Lock wait: holder locks row 1 and keeps it 300 ms; waiter's UPDATE of the
// same row waits on the server. Were the process blocked in the waiter's
// read, holder could never commit (innodb_lock_wait_timeout is 50 s).
$events = [];
$holder = spawn(function () use ($t, &$events) {
    $p = ta_pdo();
    $p->beginTransaction();
    $p->query("SELECT v FROM $t WHERE id = 1 FOR UPDATE")->fetchAll();
    $events[] = "holder locked";
    delay(300);
    $p->exec("UPDATE $t SET v = v + 10 WHERE id = 1");
    $events[] = "holder commits";
    $p->commit();
});
$waiter = spawn(function () use ($t, &$events) {
    $p = ta_pdo();
    delay(50);
    $events[] = "waiter updates";
    $start = hrtime(true);
    $p->exec("UPDATE $t SET v = v * 2 WHERE id = 1");
    $events[] = "waiter done";
    return (hrtime(true) - $start) / 1e6;
});
$ticks = 0;
$ticker = spawn(function () use (&$ticks) { for (;;) { delay(20); $ticks++; } });
[$r, $errors] = await_all([$holder, $waiter]);
$ticker->cancel();
echo implode("\n", $events), "\n";
var_dump(count($errors), $r[1] >= 150, $ticks >= 5);
// (0 + 10) * 2: the waiter's update ran after the holder's commit.
var_dump((int) $setup->query("SELECT v FROM $t WHERE id = 1")->fetchColumn());
$setup->exec("DROP TABLE $t");
?>
--EXPECT--
b sees 1 rows while a's transaction is open
a committed
b sees 2 rows after a's commit
c sees 3 rows inside its transaction
after c's rollback: 2 rows
holder locked
waiter updates
holder commits
waiter done
int(0)
bool(true)
bool(true)
int(20)
