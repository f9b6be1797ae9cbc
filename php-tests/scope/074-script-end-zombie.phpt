--TEST--
scope: a zombie of a cancelled safe scope keeps running after the main script ends; the scope's finally handler runs after it finished
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{suspend, delay};
$s = (new Scope())->allowZombies();
$s->spawn(function () { delay(10); echo "zombie finished after the main script\n"; });
$s->finally(function () { echo "scope finally\n"; });
suspend();
$s->cancel();
echo "main script ends\n";
?>
--EXPECT--
main script ends
zombie finished after the main script
scope finally
