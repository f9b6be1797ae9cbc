--TEST--
pipes: a child's stdout and stderr read by two coroutines at once; the interleaving follows the child, not the order of the reads
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await};
// 0.5 s between the lines: each is read before the next comes, also when
// this script runs under valgrind (the shell runs natively).
$p = proc_open("echo out1; sleep 0.5; echo err1 >&2; sleep 0.5; echo out2", [1 => ["pipe", "w"], 2 => ["pipe", "w"]], $pipes);
$log = [];
$out = spawn(function () use ($pipes, &$log) { while (($l = fgets($pipes[1])) !== false) $log[] = "stdout " . trim($l); });
$err = spawn(function () use ($pipes, &$log) { while (($l = fgets($pipes[2])) !== false) $log[] = "stderr " . trim($l); });
await($out); await($err);
fclose($pipes[1]); fclose($pipes[2]);
var_dump(proc_close($p));
print_r($log);
?>
--EXPECT--
int(0)
Array
(
    [0] => stdout out1
    [1] => stderr err1
    [2] => stdout out2
)
