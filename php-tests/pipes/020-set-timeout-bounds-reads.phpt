--TEST--
pipes: stream_set_timeout() on a proc_open pipe bounds a read inside a coroutine (false, timed_out), and the pipe stays usable
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};

$p = proc_open(['sh', '-c', 'sleep 1; echo late'], [1 => ['pipe', 'w']], $pipes);
$reader = spawn(function () use ($pipes) {
    var_dump(stream_set_timeout($pipes[1], 0, 200000));
    $t = microtime(true);
    $r = fread($pipes[1], 100);
    $elapsed = microtime(true) - $t;
    var_dump($r, stream_get_meta_data($pipes[1])['timed_out']);
    echo $elapsed >= 0.15 && $elapsed < 0.9 ? "bounded\n" : "not bounded: $elapsed\n";
    var_dump(feof($pipes[1]));
    // A longer timeout: the child's line arrives in time, timed_out clears
    // (30 s: under run-tests -m this script runs under valgrind, far slower).
    stream_set_timeout($pipes[1], 30);
    var_dump(fgets($pipes[1]), stream_get_meta_data($pipes[1])['timed_out']);
});
$ticks = spawn(function () {
    delay(10);
    echo "other coroutine ran meanwhile\n";
});
await($reader);
await($ticks);
var_dump(proc_close($p));
?>
--EXPECT--
bool(true)
other coroutine ran meanwhile
bool(false)
bool(true)
bounded
bool(false)
string(5) "late
"
bool(false)
int(0)
