--TEST--
files: two coroutines hold shared locks; a third waits for an exclusive lock until both released theirs
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
$f = tempnam(sys_get_temp_dir(), 'ta');
$log = [];
$reader = function (string $name, int $ms) use ($f, &$log) {
    $h = fopen($f, 'r');
    flock($h, LOCK_SH);
    $log[] = "$name shared";
    delay($ms);
    $log[] = "$name releases";
    flock($h, LOCK_UN);
};
$r1 = spawn($reader, 'r1', 40);
$r2 = spawn($reader, 'r2', 80);
$w = spawn(function () use ($f, &$log) {
    delay(10);
    $h = fopen($f, 'c');
    flock($h, LOCK_EX);
    $log[] = "writer exclusive";
});
await($r1); await($r2); await($w);
unlink($f);
print_r($log);
?>
--EXPECT--
Array
(
    [0] => r1 shared
    [1] => r2 shared
    [2] => r1 releases
    [3] => r2 releases
    [4] => writer exclusive
)
