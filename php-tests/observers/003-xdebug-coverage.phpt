--TEST--
observers: with Xdebug in coverage mode, lines run inside coroutines (before and after they suspend) are reported as covered
--EXTENSIONS--
true_async
--SKIPIF--
<?php require __DIR__ . "/xdebug.inc"; if (!ta_xdebug_path()) die("skip Xdebug is not installed (php8.2-xdebug)"); ?>
--FILE--
<?php
require __DIR__ . "/xdebug.inc";
echo ta_run_with_xdebug("coverage", <<<'PHP'
use function Async\{spawn, await, delay};
xdebug_start_code_coverage();
$c = spawn(function () {
    $a = 1;
    delay(5);
    $b = 2;
    return $a + $b;
});
echo "result ", await($c), "\n";
$cov = xdebug_get_code_coverage()[__FILE__] ?? [];
foreach ([5, 7, 8] as $line) echo "line $line: ", isset($cov[$line]) ? "covered" : "missing", "\n";
PHP);
?>
--EXPECT--
result 3
line 5: covered
line 7: covered
line 8: covered
