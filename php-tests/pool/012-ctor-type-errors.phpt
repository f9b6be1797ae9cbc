--TEST--
pool: non-callable callbacks and non-int sizes are TypeErrors naming the argument; a missing factory is an ArgumentCountError
--EXTENSIONS--
true_async
--FILE--
<?php
$tries = [
    fn() => new Async\Pool('no_such_function_here'),
    fn() => new Async\Pool(fn() => 1, 42),
    fn() => new Async\Pool(fn() => 1, healthcheck: 'no_such_function_here'),
    fn() => new Async\Pool(fn() => 1, beforeAcquire: [1, 2]),
    fn() => new Async\Pool(fn() => 1, beforeRelease: new stdClass),
    fn() => new Async\Pool(fn() => 1, min: 'abc'),
    fn() => new Async\Pool(fn() => 1, max: []),
    fn() => new Async\Pool(fn() => 1, healthcheckInterval: new stdClass),
];
foreach ($tries as $t) {
    try {
        $t();
        echo "constructed\n";
    } catch (TypeError $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
try {
    new Async\Pool();
} catch (ArgumentCountError $e) {
    echo get_class($e), "\n";
}
?>
--EXPECTF--
TypeError: Async\Pool::__construct(): Argument #1 ($factory) must be %s
TypeError: Async\Pool::__construct(): Argument #2 ($destructor) must be %s
TypeError: Async\Pool::__construct(): Argument #3 ($healthcheck) must be %s
TypeError: Async\Pool::__construct(): Argument #4 ($beforeAcquire) must be %s
TypeError: Async\Pool::__construct(): Argument #5 ($beforeRelease) must be %s
TypeError: Async\Pool::__construct(): Argument #6 ($min) must be %s
TypeError: Async\Pool::__construct(): Argument #7 ($max) must be %s
TypeError: Async\Pool::__construct(): Argument #8 ($healthcheckInterval) must be %s
ArgumentCountError
