--TEST--
output: several coroutines each buffer their own output across suspensions; ob_get_clean() returns only what that coroutine wrote
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, suspend, await_all};
$workers = [];
foreach (["a", "b", "c"] as $name) {
    $workers[$name] = spawn(function () use ($name) {
        ob_start();
        for ($i = 1; $i <= 3; $i++) {
            echo "$name$i ";
            suspend(); // the others write meanwhile
        }
        return ob_get_clean();
    });
}
[$results] = await_all($workers);
foreach ($results as $name => $text) echo "$name: $text\n";
?>
--EXPECT--
a: a1 a2 a3 
b: b1 b2 b3 
c: c1 c2 c3 
