--TEST--
native: ZEND_ASYNC_CALL_ON_MAIN_STACK runs its function on the thread's own stack: from main directly, from a coroutine on the root stack (the caller is not on it, the function is) with 1 MiB of frames that a coroutine's 256 KiB stack could not hold; nested calls run in place; a PHP callable called there gets its value back, and a suspension there is refused with Async\AsyncException while other coroutines wait their turn
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
async.stack_size=262144
--FILE--
<?php
use function Async\{spawn, await, delay};

function show(string $what, array $r): void {
    printf("%-8s caller on main: %s, fn on main: %s, result: %s\n", $what,
        var_export($r['caller_on_main'], true), var_export($r['fn_on_main'], true),
        var_export($r['result'], true));
}

show('main', native_main_stack('where'));
show('deep', native_main_stack('deep'));

$log = [];
$c = spawn(function () use (&$log) {
    show('where', native_main_stack('where'));
    // 64 frames of 16 KiB, summed on the way back: 16 * (0 + ... + 63).
    show('deep', native_main_stack('deep'));
    show('nested', native_main_stack('nested'));
    show('call', native_main_stack('call', fn() => strtoupper('on main')));
    show('suspend', native_main_stack('call', function () use (&$log) {
        try {
            delay(1);
            return 'suspended';
        } catch (Async\AsyncException $e) {
            $log[] = 'refused while the other one has not run: ' . var_export($log === [], true);
            return $e->getMessage();
        }
    }));
    delay(1);
    return 'done';
});
// Queued after $c: it runs at $c's first real suspension, the delay.
$other = spawn(function () use (&$log) { $log[] = 'other runs'; });
var_dump(await($c));
echo implode("\n", $log), "\n";
?>
--EXPECT--
main     caller on main: true, fn on main: true, result: NULL
deep     caller on main: true, fn on main: true, result: 2016
where    caller on main: false, fn on main: true, result: NULL
deep     caller on main: false, fn on main: true, result: 2016
nested   caller on main: false, fn on main: true, result: 2
call     caller on main: false, fn on main: true, result: 'ON MAIN'
suspend  caller on main: false, fn on main: true, result: 'Cannot suspend a coroutine inside a function run on the main stack (ZEND_ASYNC_CALL_ON_MAIN_STACK)'
string(4) "done"
refused while the other one has not run: true
other runs
