--TEST--
faults: spawn and await from inside a PHP Fiber running in main
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};
$f = new Fiber(function () {
    $c = spawn(function () { suspend(); return "from coroutine"; });
    echo "fiber awaits\n";
    $r = await($c);
    Fiber::suspend($r);
    return "fiber done";
});
echo $f->start(), "\n";
$f->resume();
echo $f->getReturn(), "\n";
?>
--EXPECT--
fiber awaits
from coroutine
fiber done
