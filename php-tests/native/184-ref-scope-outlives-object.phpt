--TEST--
native: a C reference (ZEND_ASYNC_OBJECT_TO_EVENT + ZEND_ASYNC_EVENT_ADD_REF) on an Async\Scope's record keeps the record after PHP dropped the Scope object (unset, cycles collected), which disposes of the scope: C hears the cancellation and the close, reads CLOSED after the scope's coroutine ended, and the last RELEASE frees it (valgrind: no invalid read, no leak)
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{await, delay};

$scope = new Async\Scope();
$s = native_ref_take($scope);
var_dump(native_ref_listen($s, 1));
$co = $scope->spawn(function () { delay(20); return 1; });
unset($scope);
gc_collect_cycles();
try {
    await($co);
} catch (Async\AsyncCancellation $e) {
    echo "cancelled: ", $e->getMessage(), "\n";
}
delay(10);
print_r(native_ref_log());
$st = native_ref_state($s);
var_dump($st['closed'], $st['callbacks']);
native_ref_release($s);
echo "done\n";
?>
--EXPECT--
bool(true)
cancelled: Scope is being disposed due to object destruction
Array
(
    [0] => C1 heard: closed no, error Async\AsyncCancellation
    [1] => C1 heard: closed no, error none
    [2] => C1 heard: closed yes, error none
)
bool(true)
int(1)
done
