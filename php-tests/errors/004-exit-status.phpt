--TEST--
errors: the lost-failure report makes the PHP process exit with status 255; without it the status is 0
--EXTENSIONS--
true_async
--FILE--
<?php
require_once __DIR__ . "/../child_php.inc";
// The module this test runs with, as mapped in this process.
$php = ta_php_command();
foreach (['Async\spawn(function () { throw new Exception("lost"); });', 'Async\spawn(fn() => 1);'] as $code) {
    exec("$php -r " . escapeshellarg($code) . " 2>&1", $out, $status);
    echo "status $status\n";
}
?>
--EXPECT--
status 255
status 0
