--TEST--
interop: static variables and globals are shared by all coroutines (one PHP thread)
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};
function counter() { static $n = 0; suspend(); return ++$n; }
$GLOBALS['log'] = [];
$cs = [];
for ($i = 0; $i < 4; $i++) $cs[] = spawn(function () use ($i) { $GLOBALS['log'][] = $i; return counter(); });
$r = array_map('Async\await', $cs);
sort($r);
echo implode(',', $r), " | ", implode(',', $GLOBALS['log']), "\n";
?>
--EXPECT--
1,2,3,4 | 0,1,2,3
