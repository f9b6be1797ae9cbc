--TEST--
pipes: one coroutine writes 1 MiB into cat's stdin while another reads its stdout: a blocked write suspends only the writer (the whole script would deadlock otherwise)
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await};
$p = proc_open("cat", [0 => ["pipe", "r"], 1 => ["pipe", "w"]], $pipes);
$data = '';
for ($i = 0; $i < 16384; $i++) $data .= sprintf("%063d\n", $i);
$writer = spawn(function () use ($pipes, $data) {
    $n = fwrite($pipes[0], $data);
    fclose($pipes[0]);
    return $n;
});
$reader = spawn(function () use ($pipes) {
    $got = stream_get_contents($pipes[1]);
    fclose($pipes[1]);
    return $got;
});
$got = await($reader);
var_dump(await($writer), strlen($got), $got === $data, proc_close($p));
?>
--EXPECT--
int(1048576)
int(1048576)
bool(true)
int(0)
