--TEST--
scope: when an unreferenced finished Scope object is destroyed, its finally handler runs (argument null) and the objects its callbacks hold are released right after, leaving no cycle behind
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
$scope->setExceptionHandler(function ($s, $c, $e) use ($holder) {});
$scope->finally(function ($arg) use ($holder) { echo "finally ran with ", var_export($arg, true), "\n"; });
echo await($scope->spawn(function () use ($holder) { return "done"; })), "\n";
unset($holder);
echo "holder unset\n";
unset($scope);
echo "scope unset\n";
delay(10);
echo "after delay\n";
var_dump(gc_collect_cycles());
?>
--EXPECT--
done
holder unset
scope unset
finally ran with NULL
holder destroyed
after delay
int(0)
