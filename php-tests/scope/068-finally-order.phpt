--TEST--
scope: finally handlers run once, in registration order, after dispose() completes (the last coroutine ended), in another coroutine than the caller, with the Scope as argument
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{await, suspend, delay, current_coroutine};
$s = new Scope();
$c = $s->spawn(function () {
    try { delay(1000); } catch (Async\AsyncCancellation $e) { delay(5); echo "coroutine unwound\n"; }
});
$main = current_coroutine();
$s->finally(function ($arg) use ($s, $main) {
    echo "first: same scope ", var_export($arg === $s, true), ", other coroutine ", var_export(current_coroutine() !== $main, true), "\n";
});
$s->finally(function () { echo "second\n"; });
$s->finally(function () { echo "third\n"; });
suspend();
$s->dispose();
echo "dispose returned\n";
await($c);
delay(10);
$s->dispose();
$s->cancel();
delay(10);
echo "end\n";
?>
--EXPECT--
dispose returned
coroutine unwound
first: same scope true, other coroutine true
second
third
end
