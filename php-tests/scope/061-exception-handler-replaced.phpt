--TEST--
scope: setExceptionHandler() replaces the previous handler: only the last one set is called
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{await, delay};
$s = new Scope();
$s->setExceptionHandler(function ($scope, $coroutine, $e) { echo "first handler\n"; });
$s->setExceptionHandler(function ($scope, $coroutine, $e) { echo "second handler: ", $e->getMessage(), "\n"; });
$s->spawn(function () { throw new RuntimeException("task failed"); });
await($s->spawn(function () { delay(10); }));
echo "end\n";
?>
--EXPECT--
second handler: task failed
end
