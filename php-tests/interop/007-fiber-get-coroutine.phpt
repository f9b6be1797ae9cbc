--TEST--
interop: Fiber::getCoroutine() names the coroutine a Fiber was started in while it runs; null before it starts, outside coroutines and once it ended
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};

$early = new Fiber(function () { Fiber::suspend(); });
var_dump($early->getCoroutine());           // not started
$early->start();
var_dump($early->getCoroutine());           // started before any coroutine ran

$c = spawn(function () {
    $f = new Fiber(function () { Fiber::suspend(Fiber::getCurrent()->getCoroutine()); });
    $inside = $f->start();
    var_dump($inside === Async\current_coroutine(), $f->getCoroutine() === Async\current_coroutine());
    $f->resume();
    var_dump($f->getCoroutine());           // ended
    $g = new Fiber(function () { Fiber::suspend(); });
    $g->start();
    return $g;
});
$g = await($c);
var_dump($g->getCoroutine());               // its coroutine has ended

$m = new Fiber(function () { Fiber::suspend(); });
$m->start();
var_dump($m->getCoroutine() === Async\current_coroutine());   // the main coroutine

echo (new ReflectionMethod('Fiber', 'getCoroutine'))->getReturnType(), "\n";
try {
    $m->getCoroutine(1);
} catch (ArgumentCountError $e) {
    echo $e->getMessage(), "\n";
}
?>
--EXPECT--
NULL
NULL
bool(true)
bool(true)
NULL
NULL
bool(true)
?Async\Coroutine
Fiber::getCoroutine() expects exactly 0 arguments, 1 given
