--TEST--
scope: a one-parameter exception handler silently receives the Scope as its argument
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{await, delay};
$s = new Scope();
$s->setExceptionHandler(function ($only) use ($s) {
    echo "handler got the scope: ", var_export($only === $s, true), "\n";
});
$s->spawn(function () { throw new RuntimeException("task failed"); });
$sibling = $s->spawn(function () { delay(10); return "sibling finished"; });
echo await($sibling), "\n";
?>
--EXPECT--
handler got the scope: true
sibling finished
