--TEST--
spawn: closures capturing by reference share state across coroutines
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};
$counter = 0;
$cs = [];
for ($i = 0; $i < 10; $i++) {
    $cs[] = spawn(function () use (&$counter) {
        for ($j = 0; $j < 100; $j++) { $counter++; if ($j % 10 == 0) suspend(); }
    });
}
foreach ($cs as $c) await($c);
var_dump($counter);
?>
--EXPECT--
int(1000)
