--TEST--
native: an exec event made with ZEND_ASYNC_NEW_EXEC_EVENT in SYSTEM mode prints each line as it comes from the reactor's report, straight to the SAPI (main's open output buffer does not get it: the report belongs to no coroutine); output_len counts every byte, return_value is the last line; PASSTHRU prints a piece with no newline at once
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{await, spawn, delay};

ob_start();
echo "in main's buffer\n";
$id = native_exec_new(1, 'echo first; sleep 1; echo second');
$w = native_exec_c_wait($id);
$b = spawn(function () {
    delay(500);
    echo "[b]\n";
});
await($b);
$r = await($w);
$s = native_exec_event($id, 'state');
native_exec_event($id, 'release');
$id = native_exec_new(3, 'printf "no newline "; sleep 1; printf end');
$w = native_exec_c_wait($id);
$b = spawn(function () {
    delay(500);
    echo "[b]";
});
await($b);
await($w);
native_exec_event($id, 'release');
$mine = ob_get_clean();
echo "\nmain's buffer: ", var_export($mine, true), "\n";
var_dump($r['exit_code'], $s['fired'], $s['output_len'], $s['return_value']);
?>
--EXPECT--
first
[b]
second
no newline [b]end
main's buffer: 'in main\'s buffer
'
int(0)
int(1)
int(13)
string(6) "second"
