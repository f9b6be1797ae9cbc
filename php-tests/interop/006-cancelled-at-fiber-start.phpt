--TEST--
interop: a coroutine cancelled while it waits its turn at Fiber::start() gets the cancellation there; the Fiber does not start
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await};

$f = new Fiber(function () { echo "fiber ran\n"; });
$c = spawn(function () use ($f) {
    try {
        $f->start();
        echo "not reached\n";
    } catch (Async\AsyncCancellation $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
    var_dump($f->isStarted());
    return "handled";
});
spawn(function () use ($c) { $c->cancel(new Async\AsyncCancellation("stop")); });
var_dump(await($c));
?>
--EXPECT--
Async\AsyncCancellation: stop
bool(false)
string(7) "handled"
