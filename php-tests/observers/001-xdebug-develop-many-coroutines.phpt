--TEST--
observers: with Xdebug in develop mode, 300 coroutines that each delay() all finish (Xdebug keeps one call stack per coroutine, so suspended coroutines do not add up to one deep stack)
--EXTENSIONS--
true_async
--SKIPIF--
<?php require __DIR__ . "/xdebug.inc"; if (!ta_xdebug_path()) die("skip Xdebug is not installed (php8.2-xdebug)"); ?>
--FILE--
<?php
require __DIR__ . "/xdebug.inc";
echo ta_run_with_xdebug("develop", <<<'PHP'
use function Async\{spawn, await_all, delay};
function nest(int $n) { if ($n > 0) return nest($n - 1); delay(10); return 1; }
$cs = [];
for ($i = 0; $i < 300; $i++) $cs[] = spawn(fn() => nest(5));
[$results, $errors] = await_all($cs);
echo array_sum($results), " finished, ", count($errors), " failed\n";
if ($errors) echo reset($errors)->getMessage(), "\n";
PHP);
?>
--EXPECT--
300 finished, 0 failed
