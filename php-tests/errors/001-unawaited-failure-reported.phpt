--TEST--
errors: a fire-and-forget coroutine that fails is unhandled: reported as PHP reports an uncaught exception, naming the coroutine and its spawn location; the rest is cancelled (finally blocks run) and the exit status is 255
--EXTENSIONS--
true_async
--FILE--
<?php
require __DIR__ . "/../shutdown/child.inc";
[$out, $status] = ta_run_child(<<<'PHP'
use function Async\{spawn, delay};
spawn(function () { try { delay(100000); echo "sibling not here\n"; } finally { echo "sibling finally\n"; } });
spawn(function () { throw new RuntimeException("nobody awaits me"); });
echo "main ends\n";
PHP);
echo $out, "\nstatus $status\n";
?>
--EXPECTF--
main ends

Fatal error: Uncaught RuntimeException: nobody awaits me in %s:4
Stack trace:
#0 [internal function]: {closure}()
#1 {main}
  thrown in coroutine 3 (spawned at %s:4) in %s on line 4
sibling finally
status 255
