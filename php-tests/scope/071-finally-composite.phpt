--TEST--
scope: when several finally handlers throw, all handlers run and one CompositeException holding their exceptions in registration order is offered to the scope's exception handler
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\delay;
$s = new Scope();
$s->setExceptionHandler(function ($scope, $coroutine, $e) {
    echo "handler: ", get_class($e), "\n";
    foreach ($e->getExceptions() as $i => $inner) {
        echo "  $i: ", get_class($inner), ": ", $inner->getMessage(), "\n";
    }
});
$s->finally(function () { echo "f1\n"; throw new RuntimeException("first failure"); });
$s->finally(function () { echo "f2\n"; });
$s->finally(function () { echo "f3\n"; throw new LogicException("second failure"); });
$s->dispose();
delay(10);
echo "end\n";
?>
--EXPECT--
f1
f2
f3
handler: Async\CompositeException
  0: RuntimeException: first failure
  1: LogicException: second failure
end
