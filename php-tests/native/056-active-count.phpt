--TEST--
native: ZEND_ASYNC_ACTIVE_COROUTINE_COUNT counts the spawned coroutines (PHP and C-entry) not yet finished, main not included; ZEND_ASYNC_G(state) is ACTIVE once the scheduler runs
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{spawn, await, suspend};

var_dump(native_c_current()['active_coroutines']);
$n = random_int(3, 6);
$cos = [];
for ($i = 0; $i < $n; $i++) {
    $cos[] = spawn(fn() => suspend());
}
$c = native_c_spawn(1);
native_c_last(true);
var_dump(native_c_current()['active_coroutines'] === $n + 1);
var_dump(await(spawn(fn() => native_c_current()['active_coroutines'])) === $n + 1);
await($cos[0]);
$left = count(array_filter([...$cos, $c], fn($x) => !$x->isCompleted()));
var_dump(native_c_current()['active_coroutines'] === $left);
foreach ($cos as $co) { await($co); }
await($c);
var_dump(native_c_current()['active_coroutines'], native_c_current()['scheduler_active']);
?>
--EXPECT--
int(0)
bool(true)
bool(true)
bool(true)
int(0)
bool(true)
