--TEST--
faults: suspend from inside a generator body
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};
function gen($tag) { for ($i = 0; $i < 3; $i++) { suspend(); yield "$tag$i"; } }
$a = spawn(fn() => implode(',', iterator_to_array(gen('a'))));
$b = spawn(fn() => implode(',', iterator_to_array(gen('b'))));
var_dump(await($a), await($b));
?>
--EXPECT--
string(8) "a0,a1,a2"
string(8) "b0,b1,b2"
