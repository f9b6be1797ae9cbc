--TEST--
faults: PHP Fibers run inside coroutines, including two coroutines interleaving their fibers
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};
$mk = function ($tag) {
    return spawn(function () use ($tag) {
        $f = new Fiber(function ($x) use ($tag) {
            $y = Fiber::suspend("$tag got $x");
            suspend();            // coroutine switch from inside the fiber
            return "$tag fiber returned $y";
        });
        echo $f->start(1), "\n";
        suspend();
        $f->resume(2);
        suspend();
        return $f->getReturn();
    });
};
$a = $mk("A"); $b = $mk("B");
echo await($a), "\n", await($b), "\n";
?>
--EXPECT--
A got 1
B got 1
A fiber returned 2
B fiber returned 2
