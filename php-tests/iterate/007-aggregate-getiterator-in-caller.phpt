--TEST--
iterate: IteratorAggregate::getIterator() is called once, in the caller, before anything is spawned
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{iterate, spawn, await, current_coroutine};
class Agg implements IteratorAggregate {
    public int $calls = 0;
    public function getIterator(): Iterator {
        $this->calls++;
        echo "getIterator, in caller: ", var_export(current_coroutine() === $GLOBALS['caller'], true), "\n";
        return new ArrayIterator(['a', 'b']);
    }
}
$c = spawn(function () {
    $GLOBALS['caller'] = current_coroutine();
    spawn(function () { echo "earlier coroutine\n"; });
    $agg = new Agg;
    iterate($agg, function ($v) { echo "callback $v\n"; });
    echo "calls: {$agg->calls}\n";
});
await($c);
?>
--EXPECT--
getIterator, in caller: true
earlier coroutine
callback a
callback b
calls: 1
