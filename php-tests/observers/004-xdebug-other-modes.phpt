--TEST--
observers: with Xdebug in debug (no client), profile and trace modes, coroutines that suspend, fail, run PHP Fibers and are cancelled behave as without it
--EXTENSIONS--
true_async
--SKIPIF--
<?php require __DIR__ . "/xdebug.inc"; if (!ta_xdebug_path()) die("skip Xdebug is not installed (php8.2-xdebug)"); ?>
--FILE--
<?php
require __DIR__ . "/xdebug.inc";
$dir = sys_get_temp_dir() . "/ta-xd-out-" . getmypid();
@mkdir($dir);
$code = <<<'PHP'
use function Async\{spawn, await, await_all, delay};
$cs = [];
for ($i = 0; $i < 50; $i++) $cs[] = spawn(function () use ($i) { delay(1); return $i; });
[$r] = await_all($cs);
$fail = spawn(function () { delay(1); throw new LogicException("boom"); });
try { await($fail); } catch (LogicException $e) { echo "caught ", $e->getMessage(), "\n"; }
$fiber = spawn(function () { $f = new Fiber(function () { Fiber::suspend(1); delay(1); return 2; }); $a = $f->start(); $f->resume(); return $a + $f->getReturn(); });
$long = spawn(function () { try { delay(10000); } finally { echo "cancelled cleanly\n"; } });
delay(1);
$long->cancel();
$sum = await($fiber);
echo array_sum($r), " ", $sum, "\n";
PHP;
foreach (["debug", "profile", "trace"] as $mode) {
    echo "== $mode\n", ta_run_with_xdebug($mode, $code, ["xdebug.output_dir" => $dir, "xdebug.start_with_request" => "yes", "xdebug.log_level" => "0"]);
}
array_map('unlink', glob("$dir/*")); rmdir($dir);
?>
--EXPECT--
== debug
caught boom
cancelled cleanly
1225 3
== profile
caught boom
cancelled cleanly
1225 3
== trace
caught boom
cancelled cleanly
1225 3
