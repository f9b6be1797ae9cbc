--TEST--
output: ob_get_level() and ob_get_status() are per coroutine; nested buffers inside a coroutine work as in plain PHP
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, suspend, await};
ob_start(); ob_start();
$main_level = ob_get_level();
$c = spawn(function () {
    $start = ob_get_level();
    ob_start();
    echo "outer ";
    ob_start();
    echo "inner";
    $inner = ob_get_clean();
    suspend();
    echo "after suspend";
    $outer = ob_get_clean();
    return [$start, $inner, $outer, ob_get_level()];
});
suspend();
$during = ob_get_level();
[$start, $inner, $outer, $end] = await($c);
$after = ob_get_level();
ob_end_clean(); ob_end_clean();
var_dump($main_level, $during, $after, $start, $inner, $outer, $end);
?>
--EXPECT--
int(2)
int(2)
int(2)
int(0)
string(5) "inner"
string(19) "outer after suspend"
int(0)
