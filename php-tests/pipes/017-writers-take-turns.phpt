--TEST--
pipes: coroutines writing one proc_open() pipe whose reader is slow take turns in arrival order; each 128 KiB line arrives whole, none is lost
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, await_all};
// The child reads nothing for 200 ms: the pipe (64 KiB) fills at once.
$p = proc_open(['sh', '-c', 'sleep 0.2; exec cat'], [0 => ['pipe', 'r'], 1 => ['pipe', 'w']], $pipes);
$size = 128 << 10;
$writers = [];
for ($i = 0; $i < 4; $i++) {
    $writers[] = spawn(fn() => fwrite($pipes[0], str_repeat(chr(ord('a') + $i), $size) . "\n"));
}
$reader = spawn(fn() => stream_get_contents($pipes[1]));
[$written, $errors] = await_all($writers);
fclose($pipes[0]);
$out = await($reader);
echo "written: ", implode(" ", $written), ", errors: ", count($errors), "\n";
foreach (explode("\n", rtrim($out, "\n")) as $l) {
    echo $l[0], " ", strlen($l) === $size && strspn($l, $l[0]) === $size ? "whole" : "broken", "\n";
}
var_dump(proc_close($p));
?>
--EXPECT--
written: 131073 131073 131073 131073, errors: 0
a whole
b whole
c whole
d whole
int(0)
