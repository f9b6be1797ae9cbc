--TEST--
scope: destroying the Scope object while a coroutine is alive cancels it with "Scope is being disposed due to object destruction", and the coroutine may keep running afterwards
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{await, suspend, delay};
$s = new Scope();
$c = $s->spawn(function () {
    try {
        delay(1000);
        return "not cancelled";
    } catch (Async\AsyncCancellation $e) {
        delay(5);
        return "after destruction: " . $e->getMessage();
    }
});
suspend();
unset($s);
echo "scope object gone\n";
echo await($c), "\n";
?>
--EXPECT--
scope object gone
after destruction: Scope is being disposed due to object destruction
