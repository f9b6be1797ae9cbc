--TEST--
errors: the lost-failure report makes the PHP process exit with status 255; without it the status is 0
--EXTENSIONS--
true_async
--FILE--
<?php
// The module this test runs with, as mapped in this process.
$so = null;
foreach (file("/proc/self/maps") as $l) {
    if (str_contains($l, "true_async.so")) { $so = trim(substr($l, strpos($l, "/"))); break; }
}
$php = escapeshellarg(PHP_BINARY) . " -n -d " . escapeshellarg("extension=$so");
foreach (['Async\spawn(function () { throw new Exception("lost"); });', 'Async\spawn(fn() => 1);'] as $code) {
    exec("$php -r " . escapeshellarg($code) . " 2>&1", $out, $status);
    echo "status $status\n";
}
?>
--EXPECT--
status 255
status 0
