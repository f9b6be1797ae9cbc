--TEST--
scope: setExceptionHandler() receives (scope, coroutine, error); a handled error neither cancels the scope nor stops sibling coroutines
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Scope, Coroutine};
use function Async\{await, delay};
$s = new Scope();
$bad = null;
$s->setExceptionHandler(function (Scope $scope, Coroutine $coroutine, Throwable $error) use ($s, &$bad) {
    echo "handler: ", get_class($error), ": ", $error->getMessage(), "\n";
    var_dump(func_num_args(), $scope === $s, $coroutine === $bad);
});
$bad = $s->spawn(function () { delay(5); throw new RuntimeException("task failed"); });
$sibling = $s->spawn(function () { delay(20); return "sibling finished"; });
echo await($sibling), "\n";
var_dump($s->isCancelled());
var_dump(await($s->spawn(fn() => "scope still usable")));
?>
--EXPECT--
handler: RuntimeException: task failed
int(3)
bool(true)
bool(true)
sibling finished
bool(false)
string(18) "scope still usable"
