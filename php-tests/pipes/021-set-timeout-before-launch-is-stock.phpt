--TEST--
pipes: before the scheduler runs, stream_set_timeout() on a pipe is stock PHP's (not supported: false); inside a coroutine it is accepted
--EXTENSIONS--
true_async
--FILE--
<?php
$p = proc_open(['sh', '-c', 'echo hi'], [1 => ['pipe', 'w']], $pipes);
var_dump(stream_set_timeout($pipes[1], 1));
var_dump(stream_get_meta_data($pipes[1])['timed_out']);
Async\await(Async\spawn(function () use ($pipes) {
    var_dump(stream_set_timeout($pipes[1], 1));
    var_dump(fgets($pipes[1]));
}));
var_dump(proc_close($p));
?>
--EXPECT--
bool(false)
bool(false)
bool(true)
string(3) "hi
"
int(0)
