--TEST--
native: ZEND_ASYNC_EXEC with a timeout (ms) on a command that sleeps 5 s returns -1 with Async\TimeoutException after ~0.2 s and the command (its whole process group) is killed; a coroutine cancelled while in ZEND_ASYNC_EXEC gets its cancellation and the command dies too
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{await, spawn, delay};

function gone(int $pid): bool {
    $stat = @file_get_contents("/proc/$pid/stat");
    return $stat === false || str_contains($stat, ') Z ');
}
function wait_gone(int $pid): bool {
    for ($i = 0; $i < 200 && !gone($pid); $i++) {
        delay(10);
    }
    return gone($pid);
}

$pidfile = tempnam(sys_get_temp_dir(), 'ta-exec');
$r = await(spawn(fn() => native_exec_run(4, "echo \$\$ > $pidfile; sleep 5 & wait", 200)));
var_dump($r['code'], $r['exception'], $r['ms'] >= 190 && $r['ms'] < 2000);
var_dump(wait_gone((int) file_get_contents($pidfile)));

file_put_contents($pidfile, '');
$co = spawn(fn() => native_exec_run(4, "echo \$\$ > $pidfile; exec sleep 5"));
for ($i = 0; $i < 200 && trim((string) file_get_contents($pidfile)) === ''; $i++) {
    delay(10);
}
$co->cancel();
$r = await($co);
var_dump($r['code'], $r['exception']);
var_dump(wait_gone((int) file_get_contents($pidfile)));
unlink($pidfile);
?>
--EXPECT--
int(-1)
string(63) "Async\TimeoutException: Operation has been cancelled by timeout"
bool(true)
bool(true)
int(-1)
string(44) "Async\AsyncCancellation: Coroutine cancelled"
bool(true)
