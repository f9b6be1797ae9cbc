--TEST--
coroutine: the main coroutine's finally() callbacks run when the script ends (before shutdown functions, while other coroutines still run); they may await; one that throws is reported as a warning
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, delay, suspend};

register_shutdown_function(function () { echo "shutdown function\n"; });
// 200 ms: the first handler's 5 ms delay starts after this one, once the
// script has ended, and must still end first under valgrind.
spawn(function () { delay(200); echo "worker done\n"; });
suspend();
$main = Async\current_coroutine();
$main->finally(function ($c) use ($main) {
    var_dump($c === $main, $c->isCompleted());
    delay(5);
    echo "first handler awaited\n";
});
$main->finally(function () {
    throw new RuntimeException("handler failed");
});
echo "script ends\n";
?>
--EXPECTF--
script ends
bool(true)
bool(true)
first handler awaited

Warning: Async\Coroutine::finally(): a handler of the main coroutine threw: RuntimeException: handler failed in %s019-main-finally.php on line %d
worker done
shutdown function
