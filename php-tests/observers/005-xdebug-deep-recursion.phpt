--TEST--
observers: under Xdebug (which replaces zend_execute_ex, so every PHP call also takes a C frame) a coroutine gets a 2M stack unless async.stack_size was set, and a 3000-deep recursion runs in it
--EXTENSIONS--
true_async
--SKIPIF--
<?php require __DIR__ . "/xdebug.inc"; if (!ta_xdebug_path()) die("skip Xdebug is not installed (php8.2-xdebug)"); ?>
--FILE--
<?php
require __DIR__ . "/xdebug.inc";
$code = <<<'PHP'
use function Async\{spawn, await, suspend};
function deep(int $n) { if ($n == 0) { suspend(); return 0; } return 1 + deep($n - 1); }
echo Async\runtime_stats()["fiber_stack_size"], ": ";
echo await(spawn(fn() => deep(3000))), "\n";
PHP;
// develop mode also has its own nesting guard (256 by default), raised here.
foreach (["develop", "coverage"] as $mode) {
    echo "$mode: ", ta_run_with_xdebug($mode, $code, ["xdebug.max_nesting_level" => "5000"]);
}
// A size the script chose is kept (and then too small for this depth).
echo "512K: ", trim(preg_replace('/\s+/', ' ', ta_run_with_xdebug("coverage", $code, ["async.stack_size" => "512K"]))), "\n";
?>
--EXPECTF--
develop: 2097152: 3000
coverage: 2097152: 3000
512K: 524288: Fatal error: Maximum call stack size of 524288 bytes reached in a coroutine (async.stack_size). Infinite recursion?
