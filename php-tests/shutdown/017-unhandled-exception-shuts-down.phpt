--TEST--
shutdown: an unhandled exception in a coroutine starts the graceful shutdown: it is reported as uncaught, main unwinds at its suspension point, every other coroutine is cancelled, finally blocks run and may still await; exit status 255
--EXTENSIONS--
true_async
--FILE--
<?php
require __DIR__ . "/child.inc";
[$out, $status] = ta_run_child(<<<'PHP'
use function Async\{spawn, delay};
$keep = spawn(function () {
    try { delay(100000); echo "keep not here\n"; }
    catch (Throwable $e) { echo "keep: no catch block runs\n"; }
    finally { echo "keep finally\n"; delay(5); echo "keep finally awaited\n"; }
});
spawn(function () { delay(10); throw new RuntimeException("boom"); });

try {
    delay(100000);
    echo "main not here\n";
} finally {
    echo "main finally\n";
    delay(5);
    echo "main finally awaited\n";
}
echo "never\n";
PHP);
echo $out, "\nstatus $status\n";
?>
--EXPECTF--
Fatal error: Uncaught RuntimeException: boom in %s:8
Stack trace:
#0 [internal function]: {closure}()
#1 {main}
  thrown in coroutine 3 (spawned at %s:8) in %s on line 8
main finally
main finally awaited
keep finally
keep finally awaited
status 255
