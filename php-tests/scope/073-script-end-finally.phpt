--TEST--
scope: at the end of the main script a scope's live coroutines run to completion, then the scope object is destroyed and its finally handler runs
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\delay;
$s = new Scope();
$s->spawn(function () { delay(10); echo "worker finished\n"; });
$s->spawn(function () { delay(20); echo "second worker finished\n"; });
$s->finally(function () { echo "scope finally\n"; });
echo "main script ends\n";
?>
--EXPECT--
main script ends
worker finished
second worker finished
scope finally
