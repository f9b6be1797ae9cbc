--TEST--
module: loaded with dl(), the extension takes its INI entries away at its shutdown, so PHP's INI teardown at exit does not read their freed names (checked with the system allocator, under valgrind when it is installed)
--EXTENSIONS--
true_async
--FILE--
<?php
$so = null;
foreach (file('/proc/self/maps') as $l) {
    if (str_contains($l, 'true_async.so')) {
        $so = trim(substr($l, strpos($l, '/')));
        break;
    }
}
$code = 'dl(' . var_export(basename($so), true) . '); '
    . 'echo ini_get("async.stack_size"), " ", Async\await(Async\spawn(fn() => "ran")), "\n";';
$child = [PHP_BINARY, '-n', '-d', 'enable_dl=1', '-d', 'extension_dir=' . dirname($so), '-r', $code];
// Under run-tests.php -m this PHP already runs under valgrind, which
// follows the child too.
$traced = str_contains((string) getenv('LD_PRELOAD'), 'vgpreload');
$valgrind = $traced ? '' : trim((string) shell_exec('command -v valgrind'));
if ($valgrind !== '') {
    $child = array_merge([$valgrind, '-q', '--error-exitcode=99'], $child);
}
// Several runs without valgrind: the use after free aborts most of them.
for ($i = 0; $i < ($valgrind !== '' ? 1 : 5); $i++) {
    $p = proc_open($child, [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes,
        null, ['USE_ZEND_ALLOC' => '0', 'MALLOC_PERTURB_' => '165']);
    $out = stream_get_contents($pipes[1]);
    $err = stream_get_contents($pipes[2]);
    $rc = proc_close($p);
    if ($rc !== 0) {
        echo "exit code $rc\n", $out, $err;
        break;
    }
}
echo $out;
?>
--EXPECT--
262144 ran
