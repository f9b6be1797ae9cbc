--TEST--
faults: when no coroutine stack can be mapped, the coroutine fails with Async\AsyncException (no crash)
--EXTENSIONS--
true_async
--SKIPIF--
<?php
if (!is_readable('/proc/self/maps') || !function_exists('shell_exec')) die('skip needs /proc and shell_exec');
--FILE--
<?php
// A child PHP with 1 GB of address space and 64 MiB coroutine stacks: 40
// coroutines cannot all get a stack (the same failure as hitting
// vm.max_map_count).
$so = null;
foreach (file('/proc/self/maps') as $l) if (str_contains($l, 'true_async.so')) { $so = trim(substr($l, strpos($l, '/'))); break; }
$script = tempnam(sys_get_temp_dir(), 'ta');
file_put_contents($script, <<<'PHP'
<?php
use function Async\{spawn, await, suspend};
$cs = [];
for ($i = 0; $i < 40; $i++) $cs[] = spawn(function () use ($i) { suspend(); return $i; });
$ok = 0; $failed = 0; $other = [];
foreach ($cs as $i => $c) {
    try { if (await($c) === $i) $ok++; }
    catch (Async\AsyncException $e) {
        if (str_starts_with($e->getMessage(), 'Cannot allocate a coroutine stack of 67108864 bytes')) $failed++; else $other[] = $e->getMessage();
    }
}
echo "ran: ", $ok > 0 ? "some" : "none", ", refused: ", $failed > 0 ? "some" : "none", ", total: ", $ok + $failed, ", other errors: ", count($other), "\n";
PHP);
$cmd = sprintf('ulimit -v 1048576; %s -n -d extension=%s -d async.stack_size=67108864 %s 2>&1; echo "exit $?"',
    escapeshellarg(PHP_BINARY), escapeshellarg($so), escapeshellarg($script));
echo shell_exec($cmd);
unlink($script);
?>
--EXPECT--
ran: some, refused: some, total: 40, other errors: 0
exit 0
