--TEST--
future: calling FutureState::__construct() a second time changes nothing (as in TrueAsync): its Futures stay attached, its completion and creation place stay
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Future, FutureState};
$state = new FutureState();
$future = new Future($state);
$state->__construct();
echo "created at line ", $state->getCreatedFileAndLine()[1], "\n";
var_dump($future->isCompleted());
$state->complete("value");
var_dump($future->isCompleted());
echo Async\await($future), "\n";

$done = new FutureState();
$done->complete(1);
$done->__construct();
var_dump($done->isCompleted());
try {
    $done->complete(2);
} catch (Async\AsyncException $e) {
    echo get_class($e), "\n";
}
$done->ignore();
?>
--EXPECT--
created at line 3
bool(false)
bool(true)
value
bool(true)
Async\AsyncException
