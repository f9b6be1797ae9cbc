--TEST--
mysql: the server killing a coroutine's query (KILL QUERY) or its connection (KILL) mid-SLEEP wakes that coroutine at once with PDOException (1317, 2006) while another coroutine keeps querying; after KILL QUERY the connection is still usable
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
use function Async\{spawn, await, delay};
$admin = ta_pdo();
// A coroutine querying all along on its own connection.
$busy = spawn(function () {
    $p = ta_pdo();
    $n = 0;
    for ($i = 0; $i < 8; $i++) {
        $n += (int) $p->query("SELECT SLEEP(0.05) + 1")->fetchColumn();
    }
    return $n;
});
foreach (['KILL QUERY', 'KILL'] as $kill) {
    $p = ta_pdo();
    $id = (int) $p->query('SELECT CONNECTION_ID()')->fetchColumn();
    $c = spawn(function () use ($p) {
        $start = hrtime(true);
        try {
            $p->query('SELECT SLEEP(10)');
            $r = "no exception";
        } catch (PDOException $e) {
            $r = "PDOException " . $e->errorInfo[1];
        }
        return [$r, (hrtime(true) - $start) / 1e6];
    });
    delay(100);
    $admin->exec("$kill $id");
    [$r, $ms] = await($c);
    echo "$kill: $r\n";
    var_dump($ms < 2000);
    try {
        $then = $p->query("SELECT 'still usable'")->fetchColumn();
    } catch (PDOException $e) {
        $then = "PDOException " . $e->errorInfo[1];
    }
    echo "then: $then\n";
}
var_dump(await($busy));
?>
--EXPECT--
KILL QUERY: PDOException 1317
bool(true)
then: still usable
KILL: PDOException 2006
bool(true)
then: PDOException 2006
int(8)
