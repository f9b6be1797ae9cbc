--TEST--
future: errors skip map() and reach catch(); an exception thrown inside map() is caught downstream
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Future, FutureState};
use function Async\await;
$state = new FutureState();
$r = (new Future($state))
    ->map(function ($v) { echo "map must not run\n"; return $v; })
    ->catch(fn(Throwable $e) => "Recovered: " . $e->getMessage());
$state->error(new RuntimeException("Source error"));
echo await($r), "\n";

echo Future::completed(42)
    ->map(function ($x) { throw new RuntimeException("Error in map"); })
    ->catch(fn(Throwable $e) => "Caught: " . $e->getMessage())
    ->await(), "\n";

// catch() on success passes the value through untouched.
echo Future::completed("fine")->catch(fn($e) => "nope")->await(), "\n";

// An exception thrown by catch() itself fails the child.
try {
    Future::failed(new Exception("first"))->catch(function ($e) { throw new LogicException("second"); })->await();
} catch (LogicException $e) {
    echo "child failed with: ", $e->getMessage(), "\n";
}
?>
--EXPECT--
Recovered: Source error
Caught: Error in map
fine
child failed with: second
