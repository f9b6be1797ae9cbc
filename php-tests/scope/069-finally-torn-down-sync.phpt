--TEST--
scope: finally() on a torn-down scope calls the callback synchronously with the Scope as its only argument
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{await, suspend, delay};
$s = new Scope();
$c = $s->spawn(function () {
    try { delay(1000); } catch (Async\AsyncCancellation $e) {}
});
suspend();
$s->cancel();
await($c);
suspend();
var_dump($s->isClosed());
$s->finally(function (...$args) use ($s) {
    echo "late handler: ", count($args), " argument(s), same scope: ", var_export($args[0] === $s, true), "\n";
});
echo "finally() returned\n";
?>
--EXPECT--
bool(true)
late handler: 1 argument(s), same scope: true
finally() returned
