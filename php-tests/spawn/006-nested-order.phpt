--TEST--
spawn: a coroutine spawned by a coroutine is queued behind those already waiting
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, suspend};
spawn(function () {
    echo "outer\n";
    spawn(function () { echo "inner\n"; });
    echo "outer continues until it suspends\n";
    suspend();
    echo "outer resumed\n";
});
spawn(function () { echo "second\n"; });
suspend();
suspend();
echo "main\n";
?>
--EXPECT--
outer
outer continues until it suspends
second
inner
outer resumed
main
