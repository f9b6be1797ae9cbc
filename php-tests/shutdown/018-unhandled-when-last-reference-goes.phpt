--TEST--
shutdown: a failure held in a variable is not unhandled (it can still be awaited); dropping the last reference makes it so, and main unwinds at its next suspension point
--EXTENSIONS--
true_async
--FILE--
<?php
require __DIR__ . "/child.inc";
[$out, $status] = ta_run_child(<<<'PHP'
use function Async\{spawn, suspend, delay};
$c = spawn(function () { throw new LogicException("held"); });
suspend();
echo "failed: ", var_export($c->isCompleted(), true), "\n";
delay(5);
echo "still running after a suspension\n";
try {
    $c = null;
    echo "dropped\n";
    delay(5);
    echo "not here\n";
} finally {
    echo "main finally\n";
}
PHP);
echo $out, "\nstatus $status\n";
?>
--EXPECTF--
failed: true
still running after a suspension
dropped

Fatal error: Uncaught LogicException: held in %s:3
Stack trace:
#0 [internal function]: {closure}()
#1 {main}
  thrown in coroutine 2 (spawned at %s:3) in %s on line 3
main finally
status 255
