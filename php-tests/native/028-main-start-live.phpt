--TEST--
native: a main coroutine-start handler added before the scheduler launches runs as ENTER when true_async launches, with the record ZEND_ASYNC_MAIN_COROUTINE gives (MAIN flag set), and stays main's own switch handler: LEAVE and ENTER when the main script's await() suspends it and it resumes
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{spawn, await, suspend};

var_dump(native_switch_track_main_start('main'));
echo "before launch: ", count(native_switch_log()['log']), " calls\n";
$c = spawn(function () { echo "coroutine runs\n"; suspend(); return 1; });
var_dump(await($c));
$r = native_switch_log();
echo implode("\n", $r['log']), "\n";
?>
--EXPECT--
bool(true)
before launch: 0 calls
coroutine runs
int(1)
main:enter
main:leave
main:enter
