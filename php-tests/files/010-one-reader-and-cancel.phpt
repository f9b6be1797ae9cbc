--TEST--
files: while a coroutine's read of a file waits on the thread pool, another coroutine reading the same stream gets Async\InputOutputException; a reader cancelled there closes the file in its finally (the close waits for the pool) and the file reads fine afterwards
--EXTENSIONS--
true_async
--SKIPIF--
<?php
if (!is_executable("/usr/bin/fincore") && !is_executable("/bin/fincore")) die("skip fincore (util-linux-extra) is needed to check the page cache");
$f = tempnam(sys_get_temp_dir(), "ta-cold");
file_put_contents($f, str_repeat("x", 1 << 20));
$h = fopen($f, "r"); fsync($h); fclose($h);
require __DIR__ . "/cache.inc";
$dropped = ta_drop_cache($f);
unlink($f);
if (!$dropped) die("skip this filesystem keeps the file's pages cached");
?>
--FILE--
<?php
require __DIR__ . "/cache.inc";
use function Async\{spawn, await, suspend};
$f = tempnam(sys_get_temp_dir(), "ta-cold");
file_put_contents($f, str_repeat("0123456789", 400000));
$h = fopen($f, "r"); fsync($h); fclose($h);
function drop(string $f): void { if (!ta_drop_cache($f)) echo "the page cache kept the file\n"; }

// The first reader's read goes to the pool (its pages were dropped) and
// the second runs while it waits. Should the kernel serve the first read
// from its cache after all, the first never waited: try again.
for ($try = 0; $try < 10; $try++) {
    drop($f);
    $h = fopen($f, "r");
    $first = spawn(fn() => strlen(fread($h, 8192)));
    $second = spawn(function () use ($h, &$first) {
        $firstWaits = $first->isSuspended() && !$first->isQueued();
        try { fread($h, 8192); $r = "read too"; }
        catch (Async\InputOutputException $e) { $r = $e->getMessage(); }
        return [$firstWaits, $r];
    });
    [$firstWaits, $second] = await($second);
    $n = await($first);
    fclose($h);
    if ($firstWaits) break;
}
echo "second: ", $second, "\n";
echo "first read ", $n, " bytes\n";

// The reader waits on the pool when it is cancelled. Should its job end
// before main runs again (the rest then comes from the page cache without
// a wait), the cancellation has nothing to interrupt: try again.
for ($try = 0; $try < 10; $try++) {
    drop($f);
    $closed = false;
    $reader = spawn(function () use ($f, &$closed) {
        $h = fopen($f, "r");
        try {
            while (!feof($h)) fread($h, 65536);
            return "read it all";
        } finally {
            fclose($h);
            $closed = true;
        }
    });
    suspend(); // the reader is now waiting on the pool
    $reader->cancel();
    try { $outcome = await($reader); } catch (Async\AsyncCancellation $e) { $outcome = "reader cancelled"; }
    if ($outcome === "reader cancelled") break;
}
echo $outcome, "\n";
echo "closed in finally: ", var_export($closed, true), "\n";
echo "reads fine afterwards: ", var_export(await(spawn(fn() => file_get_contents($f))) === str_repeat("0123456789", 400000), true), "\n";
unlink($f);
?>
--EXPECTF--
second: fread(): the stream is already being read by coroutine %d; one coroutine at a time may wait on it
first read 8192 bytes
reader cancelled
closed in finally: true
reads fine afterwards: true
