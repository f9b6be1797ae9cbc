--TEST--
native: ZEND_ASYNC_EXEC in SYSTEM mode prints each complete line as the command writes it, from the calling coroutine: another coroutine's output lands between two lines of a running command, a line written in two pieces is printed whole once its newline came, the exit code and the last line (trailing whitespace cut) come back at the end; the timeout counts from the start across the wake-ups (a command printing every 100 ms is killed at 500 ms, the lines before printed)
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{await, spawn, delay};

$a = spawn(function () {
    $r = native_exec_run(1, 'echo first; sleep 1; printf sec; sleep 1; echo "ond  "; printf "last \\n"; exit 3');
    echo "[a: code {$r['code']}, last '{$r['return_value']}', ", var_export($r['exception'], true), "]\n";
});
$b = spawn(function () {
    delay(500);
    echo "[b: the command runs, its first line is out]\n";
    delay(1000);
    echo "[b: half a line written, not printed yet]\n";
});
await($a);
await($b);
$r = await(spawn(function () {
    ob_start();
    $r = native_exec_run(1, 'while :; do echo tick; sleep 0.1; done', 500);
    $r['printed'] = substr_count(ob_get_clean(), "tick\n");
    return $r;
}));
var_dump($r['code'], $r['exception'], $r['printed'] >= 2, $r['ms'] >= 490 && $r['ms'] < 2000);
?>
--EXPECT--
first
[b: the command runs, its first line is out]
[b: half a line written, not printed yet]
second  
last 
[a: code 3, last 'last', NULL]
int(-1)
string(63) "Async\TimeoutException: Operation has been cancelled by timeout"
bool(true)
bool(true)
