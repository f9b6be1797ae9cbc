--TEST--
native: true_async's own switch handlers (VM state, fiber context, output) are in the registry, in ENTER order, and they are what keeps each coroutine's output buffers, Fibers and VM state apart
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{spawn, await, suspend};
print_r(native_engine_handlers());
$worker = function (string $name) {
    ob_start();
    echo "$name-1 ";
    suspend();
    $fiber = new Fiber(function () use ($name) {
        echo "$name-fiber ";
        Fiber::suspend();
    });
    $fiber->start();
    suspend();
    echo "$name-2";
    return ob_get_clean();
};
$a = spawn($worker, 'a');
$b = spawn($worker, 'b');
var_dump(await($a), await($b));
?>
--EXPECT--
Array
(
    [0] => vm_state
    [1] => fiber_context
    [2] => output
)
string(15) "a-1 a-fiber a-2"
string(15) "b-1 b-fiber b-2"
