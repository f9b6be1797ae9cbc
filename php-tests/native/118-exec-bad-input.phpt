--TEST--
native: bad input to the exec API does not crash: a NULL or empty command, an unknown mode and a missing cwd are refused with an Error (NULL returned; ZEND_ASYNC_EXEC returns -1); a command that does not exist runs as the shell says (127, its message in std_error); ZEND_ASYNC_EXEC outside any coroutine (main script) works from the main coroutine
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{await, spawn};

foreach ([[4, null], [4, ''], [99, 'true'], [4, 'true', '/no/such/dir']] as $args) {
    try {
        var_dump(native_exec_new(...$args));
    } catch (Error $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
$r = await(spawn(fn() => native_exec_run(4, null)));
var_dump($r['code'], $r['return_value'], $r['exception']);
$r = await(spawn(fn() => native_exec_run(4, 'true', 0, '/no/such/dir')));
var_dump($r['code'], $r['exception']);
$r = await(spawn(fn() => native_exec_run(4, 'no_such_command_ta_exec')));
var_dump($r['code'], str_contains($r['std_error'], 'not found'));
$r = native_exec_run(0, 'echo from main');
var_dump($r['code'], $r['return_value']);
echo "done\n";
?>
--EXPECT--
Error: Cannot start the command: no command given
Error: Cannot start the command: no command given
Error: Cannot start the command: unknown exec mode 99
Error: Cannot start the command: no such file or directory
int(-1)
bool(false)
string(49) "Error: Cannot start the command: no command given"
int(-1)
string(58) "Error: Cannot start the command: no such file or directory"
int(127)
bool(true)
int(0)
string(9) "from main"
done
