--TEST--
scope: handlers and finally callbacks capturing the scope do not keep a disposed scope alive: unsetting the last variables frees them at once and gc_collect_cycles() finds nothing
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{await, delay};
class Holder {
    public function __destruct() { echo "holder destroyed\n"; }
}
$scope = new Scope();
$holder = new Holder();
$scope->setExceptionHandler(function ($s, $c, $e) use ($scope, $holder) {});
$scope->setChildScopeExceptionHandler(function ($s, $c, $e) use ($scope, $holder) {});
$scope->finally(function () use ($scope, $holder) { echo "finally ran\n"; });
echo await($scope->spawn(function () use ($scope, $holder) { delay(5); return "done"; })), "\n";
$scope->dispose();
delay(10);
unset($holder);
unset($scope);
echo "scope dropped\n";
var_dump(gc_collect_cycles());
?>
--EXPECT--
done
finally ran
holder destroyed
scope dropped
int(0)
