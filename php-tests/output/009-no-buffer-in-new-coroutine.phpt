--TEST--
output: a new coroutine sees no buffer even when main has three open; ob_get_clean() there is false and leaves main's buffers alone
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await};
ob_start(); ob_start(); ob_start();
echo "main's innermost";
[$level, $clean] = await(spawn(fn() => [ob_get_level(), @ob_get_clean()]));
$levelAfter = ob_get_level();
$text = ob_get_clean();
ob_end_clean(); ob_end_clean();
var_dump($level, $clean, $levelAfter, $text);
?>
--EXPECT--
int(0)
bool(false)
int(3)
string(16) "main's innermost"
