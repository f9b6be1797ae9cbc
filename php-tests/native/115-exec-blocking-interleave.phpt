--TEST--
native: ZEND_ASYNC_EXEC called from a coroutine suspends only that coroutine: another one keeps ticking meanwhile, two commands run side by side (two 1 s sleeps end in under 1.9 s, also under valgrind), and each call returns its exit code with the output in return_value / return_buffer
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{await, spawn, delay};

$log = [];
$t0 = microtime(true);
$a = spawn(function () use (&$log) {
    $log[] = 'a: exec';
    $r = native_exec_run(0, 'sleep 1; printf "first\\nsecond  \\n"; exit 7');
    $log[] = 'a: back';
    return $r;
});
$b = spawn(function () use (&$log) {
    $log[] = 'b: exec';
    $r = native_exec_run(4, 'sleep 1; echo b-out');
    $log[] = 'b: back';
    return $r;
});
$ticks = spawn(function () use (&$log) {
    for ($i = 0; $i < 3; $i++) {
        $log[] = "tick $i";
        delay(50);
    }
});
$ra = await($a);
$rb = await($b);
await($ticks);
$took = microtime(true) - $t0;
// Both commands sleep 1 s: either may come back first.
$backs = array_splice($log, -2);
sort($backs);
echo implode("\n", array_merge($log, $backs)), "\n";
var_dump($ra['code'], $ra['return_value'], $ra['exception']);
var_dump($rb['code'], $rb['return_buffer']);
var_dump($ra['ms'] >= 990, $took < 1.9);
?>
--EXPECT--
a: exec
b: exec
tick 0
tick 1
tick 2
a: back
b: back
int(7)
string(6) "second"
NULL
int(0)
string(6) "b-out
"
bool(true)
bool(true)
