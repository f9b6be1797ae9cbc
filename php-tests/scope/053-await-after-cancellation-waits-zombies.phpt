--TEST--
scope: awaitAfterCancellation() returns only after every coroutine of the cancelled scope and its child scopes, zombies included, has ended
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{suspend, delay};
$s = (new Scope())->allowZombies();
$child = Scope::inherit($s);
$s->spawn(function () { delay(10); echo "zombie a done\n"; });
$s->spawn(function () { delay(20); echo "zombie b done\n"; });
$child->spawn(function () { delay(30); echo "child zombie done\n"; });
suspend();
$s->cancel();
$s->awaitAfterCancellation();
echo "awaitAfterCancellation returned\n";
?>
--EXPECT--
zombie a done
zombie b done
child zombie done
awaitAfterCancellation returned
