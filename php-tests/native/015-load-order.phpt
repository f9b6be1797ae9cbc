--TEST--
native: an extension using the API's data symbols loads only after true_async: alone, or listed before it, it does not load
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; if (!is_readable('/proc/self/maps')) die('skip no /proc/self/maps'); ?>
--FILE--
<?php
// The true_async.so this test runs with, wherever it was loaded from.
preg_match('~\s(/\S*true_async[^/\s]*\.so)$~m', file_get_contents('/proc/self/maps'), $m);
$true_async = $m[1];
$native = __DIR__ . '/ext/modules/async_native_test.so';
function run(string ...$extensions): string {
    $cmd = escapeshellarg(PHP_BINARY) . ' -n';
    foreach ($extensions as $e) {
        $cmd .= ' -d ' . escapeshellarg("extension=$e");
    }
    $probe = 'echo function_exists("native_versions") ? "loaded" : "not loaded";';
    return trim((string) shell_exec($cmd . ' -r ' . escapeshellarg($probe) . ' 2>&1'));
}
echo run($native), "\n";
echo run($native, $true_async), "\n";
echo run($true_async, $native), "\n";
?>
--EXPECTF--
%AUnable to load dynamic library%Aundefined symbol: zend_async_%A
not loaded
%AUnable to load dynamic library%Aundefined symbol: zend_async_%A
not loaded
loaded
