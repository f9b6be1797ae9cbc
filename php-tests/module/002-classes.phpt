--TEST--
module: interfaces and the exception hierarchy
--EXTENSIONS--
true_async
--FILE--
<?php
var_dump(interface_exists('Async\Awaitable'), interface_exists('Async\Completable'));
var_dump(is_subclass_of('Async\Completable', 'Async\Awaitable'));
var_dump(in_array('Async\Completable', class_implements('Async\Coroutine')));
var_dump((new ReflectionClass('Async\Coroutine'))->isFinal());
foreach (['Async\AsyncCancellation', 'Async\DeadlockError', 'Async\AsyncException', 'Async\TimeoutException', 'Async\ChannelException'] as $c) {
    echo $c, ' < ', implode(' < ', class_parents($c)), "\n";
}
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
Async\AsyncCancellation < Cancellation < Error
Async\DeadlockError < Error
Async\AsyncException < Exception
Async\TimeoutException < Exception
Async\ChannelException < Async\AsyncException < Exception
