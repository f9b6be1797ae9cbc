--TEST--
mysql: cancelling a coroutine whose PDO connect waits for the server's greeting ends it promptly with the cancellation (PDO wraps it: PDOException whose previous is AsyncCancellation), its finally runs, and the other connects through the same slow proxy succeed
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
[$port, $proxy] = ta_delaying_proxy(1000, 3);
$dsn = ta_mysql_dsn_port($port);
$doomed = spawn(function () use ($dsn) {
    try {
        ta_pdo([], $dsn);
        echo "not reached\n";
    } finally {
        echo "finally\n";
    }
});
$fine = [];
for ($i = 0; $i < 2; $i++) {
    $fine[] = spawn(function () use ($dsn, $i) {
        $p = ta_pdo([], $dsn);
        return (int) $p->query("SELECT $i + 100")->fetchColumn();
    });
}
delay(50);
$t = hrtime(true);
$doomed->cancel();
try {
    await($doomed);
} catch (Throwable $e) {
    // PDO's constructor throws its own exception over the pending
    // cancellation and chains it as the previous one.
    $chain = [];
    for ($x = $e; $x; $x = $x->getPrevious()) {
        $chain[] = get_class($x);
    }
    echo implode(' <- ', $chain), "\n";
}
// Not after the greeting, 950 ms later.
var_dump((hrtime(true) - $t) / 1e6 < 700);
[$r, $errors] = await_all($fine);
echo implode(',', $r), "\n";
var_dump(count($errors));
$fine = $r = null;
await($proxy);
echo "proxy done\n";
?>
--EXPECT--
finally
PDOException <- Async\AsyncCancellation
bool(true)
100,101
int(0)
proxy done
