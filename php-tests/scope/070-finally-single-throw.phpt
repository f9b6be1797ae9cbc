--TEST--
scope: when one finally handler throws, the others still run and that exception itself (not a CompositeException) is offered to the scope's exception handler
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\delay;
$s = new Scope();
$s->setExceptionHandler(function ($scope, $coroutine, $e) {
    echo "handler: ", get_class($e), ": ", $e->getMessage(), "\n";
});
$s->finally(function () { echo "f1\n"; throw new RuntimeException("f1 failed"); });
$s->finally(function () { echo "f2\n"; });
$s->dispose();
delay(10);
echo "end\n";
?>
--EXPECT--
f1
f2
handler: RuntimeException: f1 failed
end
