--TEST--
native: ZEND_ASYNC_EXEC in PASSTHRU mode prints each piece as it is read, from the calling coroutine, so that coroutine's output buffer gets it (here a handler that upper-cases and flushes at once) while another coroutine prints straight out between two pieces; EXEC mode at the same time still gives only its last line at the end
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{await, spawn, delay};

$a = spawn(function () {
    ob_start(fn($buf) => strtoupper($buf), 1);
    $r = native_exec_run(3, 'printf "one "; sleep 1; printf "two"; sleep 0.2; printf " three"');
    ob_end_flush();
    echo "\n[a: code {$r['code']}, ", var_export($r['return_value'], true), "]\n";
});
$b = spawn(function () {
    delay(500);
    echo "[b]";
});
$c = spawn(fn() => native_exec_run(0, 'echo x; sleep 0.5; echo y'));
await($a);
await($b);
$r = await($c);
var_dump($r['return_value']);
?>
--EXPECT--
ONE [b]TWO THREE
[a: code 0, false]
string(1) "y"
