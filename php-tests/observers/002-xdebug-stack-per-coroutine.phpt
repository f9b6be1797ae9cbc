--TEST--
observers: with Xdebug, xdebug_get_function_stack() inside a coroutine lists that coroutine's frames, not those of the coroutine that resumed it
--EXTENSIONS--
true_async
--SKIPIF--
<?php require __DIR__ . "/xdebug.inc"; if (!ta_xdebug_path()) die("skip Xdebug is not installed (php8.2-xdebug)"); ?>
--FILE--
<?php
require __DIR__ . "/xdebug.inc";
echo ta_run_with_xdebug("develop", <<<'PHP'
use function Async\{spawn, await, delay};
function names() { return implode(",", array_map(fn($f) => $f["function"] ?? "?", xdebug_get_function_stack())); }
function worker() { delay(5); return names(); }
function deep_in_main(int $n, $c) { return $n ? deep_in_main($n - 1, $c) : await($c); }
$c = spawn(fn() => worker());
echo "coroutine sees: ", deep_in_main(3, $c), "\n";
echo "main sees: ", names(), "\n";
PHP);
?>
--EXPECTF--
coroutine sees: {fiber:%s},{closure:%s},worker,names
main sees: {main},names
