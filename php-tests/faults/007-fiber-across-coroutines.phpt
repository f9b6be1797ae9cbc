--TEST--
faults: a Fiber started in main is resumed from a coroutine and vice versa
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};
$f = new Fiber(function () {
    $x = Fiber::suspend("started in main");
    $y = Fiber::suspend("resumed in coroutine with $x");
    return "finished in main with $y";
});
echo $f->start(), "\n";
$c = spawn(function () use ($f) {
    $plain = spawn(function () { suspend(); return "plain coroutine"; });
    echo $f->resume("a"), "\n";
    return await($plain);
});
echo await($c), "\n";
$f->resume("b");
echo $f->getReturn(), "\n";
?>
--EXPECT--
started in main
resumed in coroutine with a
plain coroutine
finished in main with b
