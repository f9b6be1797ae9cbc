--TEST--
coroutine: Coroutine, Future, FutureState and Timeout take no dynamic property (strict classes, as in TrueAsync); a finished coroutine with a scalar result is no cycle root, so holding many of them no longer fills the collector's root buffer; cycles through a finished coroutine (its result, a context made after its end), a Context or a Scope's exception handler are collected
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{FutureState, Future};
use function Async\{spawn, await, timeout, current_coroutine};

$state = new FutureState;
$objects = [spawn(fn() => 1), $state, new Future($state), timeout(1000)];
foreach ($objects as $o) {
    try {
        $o->extra = 1;
        echo get_class($o), ": set\n";
    } catch (Error $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
$state->complete(1);
$objects[2]->ignore();
$objects[3]->cancel();
await($objects[0]);
unset($objects);
gc_collect_cycles();

class Guard { public function __construct(public string $name) {} public function __destruct() { echo "{$this->name} freed\n"; } }
gc_disable(); // no automatic run between the two readings

// 2000 finished coroutines held in an array and walked: each step of the
// foreach drops a reference to one (it stays in the array).
function roots_after(Closure $fn): int {
    $xs = [];
    for ($i = 0; $i < 2000; $i++) $xs[] = spawn($fn);
    $before = gc_status()['roots'];
    foreach ($xs as $c) await($c);
    return gc_status()['roots'] - $before;
}
echo "scalar results: ", roots_after(fn() => 'done') < 20 ? "no roots" : "roots", "\n";
gc_collect_cycles();
// An array result may refer to anything: those stay possible roots.
echo "array results: ", roots_after(fn() => [new stdClass]) >= 2000 ? "roots" : "no roots", "\n";
gc_collect_cycles();

// A result referring to its own coroutine: a cycle, still collected.
await(spawn(function () { return [current_coroutine(), new Guard('result cycle')]; }));
$n = gc_collect_cycles();
echo "collected: ", $n > 0 ? "some" : "none", "\n";

// A finished scalar coroutine given a context afterwards, whose value
// refers back to it: collected too.
$c = spawn(fn() => 2);
await($c);
$c->getContext()->set('self', $c)->set('guard', new Guard('late context cycle'));
unset($c);
$n = gc_collect_cycles();
echo "collected: ", $n > 0 ? "some" : "none", "\n";

// A Context holding itself, a Scope whose exception handler holds it.
$ctx = new Async\Context;
$ctx->set('self', $ctx)->set('guard', new Guard('context cycle'));
unset($ctx);
$n = gc_collect_cycles();
echo "collected: ", $n > 0 ? "some" : "none", "\n";
$scope = new Async\Scope;
$guard = new Guard('scope handler cycle');
$scope->setExceptionHandler(function () use ($scope, $guard) {});
unset($scope, $guard);
$n = gc_collect_cycles();
echo "collected: ", $n > 0 ? "some" : "none", "\n";
echo "end\n";
?>
--EXPECT--
Error: Cannot create dynamic property Async\Coroutine::$extra
Error: Cannot create dynamic property Async\FutureState::$extra
Error: Cannot create dynamic property Async\Future::$extra
Error: Cannot create dynamic property Async\Timeout::$extra
scalar results: no roots
array results: roots
result cycle freed
collected: some
late context cycle freed
collected: some
context cycle freed
collected: some
scope handler cycle freed
collected: some
end
