--TEST--
scope: a coroutine ending with a cancellation is never offered to the exception handler, does not cancel the scope and, even unreferenced, is no fatal error
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{await, delay};
$s = new Scope();
$s->setExceptionHandler(function () { echo "handler called\n"; });
$c = $s->spawn(function () { delay(5); throw new Async\AsyncCancellation("given up"); });
$sibling = $s->spawn(function () { delay(20); return "sibling finished"; });
$t = new Scope();
$t->spawn(fn() => throw new Async\AsyncCancellation("quietly"));
$tSibling = $t->spawn(function () { delay(20); return "other scope sibling finished"; });
echo await($sibling), "\n", await($tSibling), "\n";
var_dump($s->isCancelled(), $t->isCancelled());
try {
    await($c);
} catch (Async\AsyncCancellation $e) {
    echo "await: ", $e->getMessage(), "\n";
}
echo "end\n";
?>
--EXPECT--
sibling finished
other scope sibling finished
bool(false)
bool(false)
await: given up
end
