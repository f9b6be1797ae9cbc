--TEST--
pgsql: a coroutine cancelled while a PDO query waits gets the AsyncCancellation itself (not a PDOException), in exception and silent modes; the server cancels the statement and the connection answers the next query
--EXTENSIONS--
pgsql
pdo
pdo_pgsql
--SKIPIF--
<?php require __DIR__ . '/pgsql.inc'; ta_pgsql_skipif(); ?>
--FILE--
<?php
require __DIR__ . '/pgsql.inc';
use function Async\{spawn, await, delay};
foreach ([PDO::ERRMODE_EXCEPTION => 'exception', PDO::ERRMODE_SILENT => 'silent'] as $mode => $name) {
    $pdo = ta_pdo([PDO::ATTR_ERRMODE => $mode]);
    $pid = $pdo->query('SELECT pg_backend_pid()')->fetchColumn();
    $q = spawn(fn() => $pdo->query('SELECT pg_sleep(5)'));
    ta_pg_wait_active([$pid]);
    $t0 = hrtime(true);
    $q->cancel();
    try {
        await($q);
        echo "$name: no exception\n";
    } catch (Throwable $e) {
        echo "$name: ", get_class($e), "\n";
    }
    var_dump(ta_ms($t0) < (ta_under_valgrind() ? 4000 : 1500));
    var_dump($pdo->query('SELECT 44')->fetchColumn());
}
// A prepared statement's execute.
$pdo = ta_pdo();
$pid = $pdo->query('SELECT pg_backend_pid()')->fetchColumn();
$st = $pdo->prepare('SELECT pg_sleep(?)');
$q = spawn(fn() => $st->execute([5]));
ta_pg_wait_active([$pid]);
$q->cancel();
try {
    await($q);
} catch (Async\AsyncCancellation $e) {
    echo "execute: cancelled\n";
}
$st = $pdo->prepare('SELECT ?::int + 1');
$st->execute([1]);
var_dump($st->fetchColumn());
?>
--EXPECT--
exception: Async\AsyncCancellation
bool(true)
int(44)
silent: Async\AsyncCancellation
bool(true)
int(44)
execute: cancelled
int(2)
