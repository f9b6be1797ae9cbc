--TEST--
faults: exceptions cross several levels of awaiting coroutines intact
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};
$level3 = spawn(function () { suspend(); throw new InvalidArgumentException("deep", 3); });
$level2 = spawn(function () use ($level3) {
    try { await($level3); } catch (InvalidArgumentException $e) { throw new RuntimeException("wrapped", 2, $e); }
});
$level1 = spawn(fn() => await($level2));
try { await($level1); } catch (RuntimeException $e) {
    echo get_class($e), " ", $e->getCode(), " <- ", get_class($e->getPrevious()), " ", $e->getPrevious()->getCode(), " ", $e->getPrevious()->getMessage(), "\n";
}
?>
--EXPECT--
RuntimeException 2 <- InvalidArgumentException 3 deep
