--TEST--
interop: inside coroutines Fiber::start(), resume() and the Fiber's suspend are scheduling points: other ready coroutines run between them
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};

$other = spawn(function () {
    for ($i = 0; $i < 3; $i++) {
        echo "other $i\n";
        suspend();
    }
});
$c = spawn(function () {
    $f = new Fiber(function () {
        echo "fiber started\n";
        Fiber::suspend();
        echo "fiber resumed\n";
        Fiber::suspend();
        echo "fiber ends\n";
    });
    echo "before start\n";
    $f->start();
    echo "after start\n";
    $f->resume();
    echo "after resume\n";
    $f->resume();
    echo "done\n";
});
await($c);
await($other);

// Outside coroutines (no other coroutine ready) a Fiber runs as in stock PHP.
$f = new Fiber(function () { echo "plain fiber\n"; return 7; });
$f->start();
var_dump($f->getReturn());
?>
--EXPECT--
other 0
before start
other 1
fiber started
other 2
after start
fiber resumed
after resume
fiber ends
done
plain fiber
int(7)
