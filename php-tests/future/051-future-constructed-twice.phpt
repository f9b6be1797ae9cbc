--TEST--
future: calling Future::__construct() a second time binds the Future to the state it is given (as in TrueAsync); the first state no longer completes it
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Future, FutureState};
$first = new FutureState();
$second = new FutureState();
$future = new Future($first);
$future->__construct($second);
$first->complete("from first");
var_dump($future->isCompleted());
$second->complete("from second");
echo Async\await($future), "\n";
try {
    $future->__construct("not a state");
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
echo Async\await($future), "\n";
$first->ignore();
?>
--EXPECT--
bool(false)
from second
Async\Future::__construct(): Argument #1 ($state) must be of type Async\FutureState, string given
from second
