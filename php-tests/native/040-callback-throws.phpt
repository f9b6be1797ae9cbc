--TEST--
native: an exception a C event callback leaves is thrown into the PHP code that was waiting while the loop ran (Async\delay in main, Async\await of a coroutine)
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
$t = native_timer(10, false);
native_event($t, 'throw');
native_event($t, 'start');
try {
    Async\delay(50);
    echo "no exception at delay\n";
} catch (Exception $e) {
    echo "caught: ", $e->getMessage(), "\n";
}
$c = Async\spawn(function () { Async\delay(30); return "co ok"; });
$t2 = native_timer(5, false);
native_event($t2, 'throw');
native_event($t2, 'start');
try {
    echo Async\await($c), "\n";
} catch (Exception $e) {
    echo "caught 2: ", $e->getMessage(), "\n";
}
echo "end\n";
?>
--EXPECT--
caught: thrown by the callback of timer#0
caught 2: thrown by the callback of timer#1
end
