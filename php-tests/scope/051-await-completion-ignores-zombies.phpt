--TEST--
scope: awaitCompletion() does not wait for zombies: it returns once the last active coroutine below the scope ends, while a zombie of a cancelled safe child scope still runs
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{await, suspend, delay, timeout};
$p = new Scope();
$z = Scope::inherit($p)->allowZombies();
$zombie = $z->spawn(function () { delay(400); echo "zombie done\n"; });
$active = $p->spawn(function () { delay(10); echo "active done\n"; });
suspend();
$z->cancel();
$p->awaitCompletion(timeout(2000));
echo "awaitCompletion returned\n";
await($zombie);
?>
--EXPECT--
active done
awaitCompletion returned
zombie done
