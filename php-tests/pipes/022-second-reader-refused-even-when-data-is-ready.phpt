--TEST--
pipes: while one coroutine waits inside fread() on a proc_open pipe, a second that finds data ready is refused (one reader at a time) instead of reading into the buffer under the first
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await};

// 0.5 s before the first bytes: A must be waiting in fread() by then, also
// under valgrind, where this script is slow and the shell (run natively) is not.
$p = proc_open(['sh', '-c', 'sleep 0.5; printf first; sleep 0.3; printf second'], [1 => ['pipe', 'w']], $pipes);
$out = $pipes[1];
$b = spawn(function () use ($out) {
    $r = [$out]; $w = $e = null;
    // 60 s: under valgrind this script runs far slower than usual.
    var_dump(stream_select($r, $w, $e, 60));
    try {
        return "B read " . var_export(fread($out, 100), true);
    } catch (Async\InputOutputException $ex) {
        return "B refused: " . $ex->getMessage();
    }
});
$a = spawn(function () use ($out) {
    return "A read " . var_export(fread($out, 100), true);
});
echo await($b), "\n", await($a), "\n";
var_dump(stream_get_contents($out));
var_dump(proc_close($p));
?>
--EXPECTF--
int(1)
B refused: fread(): the stream is already being read by coroutine %d; one coroutine at a time may wait on it
A read 'first'
string(6) "second"
int(0)
