--TEST--
scope: Scope::inherit() copies the parent's zombie flag at creation: under the (safe) main scope or an allowZombies() parent the child is safe, under new Scope() it is not
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{await, suspend, delay};
$unsafeParent = new Scope();
$safeParent = (new Scope())->allowZombies();
$children = [
    'child of main scope' => Scope::inherit(),
    'child of new Scope()' => Scope::inherit($unsafeParent),
    'child of allowZombies() parent' => Scope::inherit($safeParent),
];
$coroutines = [];
foreach ($children as $name => $child) {
    $coroutines[$name] = $child->spawn(function () {
        try {
            delay(20);
            return "ran to the end";
        } catch (Async\AsyncCancellation $e) {
            return "interrupted";
        }
    });
}
suspend();
foreach ($children as $child) {
    $child->cancel();
}
foreach ($coroutines as $name => $c) {
    echo $name, ": ", await($c), "\n";
}
?>
--EXPECT--
child of main scope: ran to the end
child of new Scope(): interrupted
child of allowZombies() parent: ran to the end
