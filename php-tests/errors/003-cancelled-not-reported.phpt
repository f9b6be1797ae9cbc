--TEST--
errors: a cancelled coroutine is not a lost error; neither is one whose awaiter was waiting when it failed
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, suspend, await, delay};
$c = spawn(function () { delay(1000); });
suspend();
$c->cancel();
$w = spawn(function () { delay(5); throw new DomainException("delivered to the waiter"); });
$waiter = spawn(function () use ($w) {
    try { await($w); } catch (DomainException $e) { return $e->getMessage(); }
});
echo await($waiter), "\n";
echo "end\n";
?>
--EXPECT--
delivered to the waiter
end
