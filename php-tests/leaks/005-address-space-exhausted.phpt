--TEST--
leaks: 20k coroutines in 1.5 GB of address space: stacks that do not fit fail with Async\AsyncException, and the process never aborts on a failed allocation
--EXTENSIONS--
true_async
--SKIPIF--
<?php
if (!is_readable('/proc/self/maps') || !function_exists('proc_open')) die('skip needs /proc and proc_open');
// Valgrind cannot run under a small address-space limit.
if (getenv('USE_ZEND_ALLOC') === '0') die('skip not under valgrind');
--FILE--
<?php
$so = null;
foreach (file('/proc/self/maps') as $l) if (str_contains($l, 'true_async.so')) { $so = trim(substr($l, strpos($l, '/'))); break; }

// Runs $code in a child PHP limited to 1.5 GB of address space; returns
// [exit status, output].
function limited(string $so, string $code): array {
    $script = tempnam(sys_get_temp_dir(), 'ta');
    file_put_contents($script, $code);
    $cmd = sprintf('ulimit -v 1500000; exec %s -n -d extension=%s %s 2>&1',
        escapeshellarg(PHP_BINARY), escapeshellarg($so), escapeshellarg($script));
    $p = proc_open(['/bin/sh', '-c', $cmd], [1 => ['pipe', 'w']], $pipes);
    $out = stream_get_contents($pipes[1]);
    fclose($pipes[1]);
    $status = proc_close($p);
    unlink($script);
    return [$status, $out];
}

// Awaited: every failure reaches its awaiter; the script ends normally.
// (8000 used to abort in a Rust allocation, 20000 in PHP's allocator.)
foreach ([8000, 20000] as $n) {
[$status, $out] = limited($so, <<<PHP
<?php \$n = $n;
PHP . <<<'PHP'
use function Async\{spawn, await, suspend};
$cs = [];
for ($i = 0; $i < $n; $i++) $cs[] = spawn(function () use ($i) { suspend(); return $i; });
$ok = 0; $refused = 0; $other = [];
foreach ($cs as $i => $c) {
    try { if (await($c) === $i) $ok++; }
    catch (Async\AsyncException $e) {
        if (str_starts_with($e->getMessage(), 'Cannot allocate a coroutine stack')) $refused++; else $other[] = $e->getMessage();
    }
    catch (Throwable $e) { $other[] = get_class($e) . ': ' . $e->getMessage(); }
}
echo "ran: ", $ok > 0 ? "some" : "none", ", refused: ", $refused > 0 ? "some" : "none",
    ", total: ", $ok + $refused, ", other: ", json_encode(array_unique($other)), "\n";
PHP);
echo "$n awaited: status $status\n", $out;
}

// Not awaited: each failure nobody saw is reported at the end (a warning
// naming the AsyncException) and the exit status says the script failed.
[$status, $out] = limited($so, <<<'PHP'
<?php
use function Async\{spawn, suspend};
$cs = [];
for ($i = 0; $i < 20000; $i++) $cs[] = spawn(function () { suspend(); });
suspend();
echo "main done\n";
PHP);
$lines = array_filter(explode("\n", $out), fn($l) => trim($l) !== '');
$reports = array_filter($lines, fn($l) => str_contains($l, 'failed and nobody awaited it: Async\AsyncException: Cannot allocate a coroutine stack'));
$rest = array_values(array_diff($lines, $reports));
echo "not awaited: status $status, reports: ", count($reports) > 0 ? "some" : "none", ", other output: ", json_encode($rest), "\n";
?>
--EXPECT--
8000 awaited: status 0
ran: some, refused: some, total: 8000, other: []
20000 awaited: status 0
ran: some, refused: some, total: 20000, other: []
not awaited: status 255, reports: some, other output: ["main done"]
