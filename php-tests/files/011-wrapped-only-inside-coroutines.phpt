--TEST--
files: only files opened inside a coroutine get the wrapped ops: one opened before the scheduler runs keeps PHP's own (its cold reads are PHP's, not offloaded), one opened in a coroutine goes to the pool
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
use function Async\{spawn, await};
$f = tempnam(sys_get_temp_dir(), "ta-cold");
file_put_contents($f, str_repeat("abcdefgh", 1 << 18)); // 2 MiB
$h = fopen($f, "r"); fsync($h); fclose($h);
if (!ta_drop_cache($f)) echo "the page cache kept the file\n";
$early = fopen($f, "r");                 // before the scheduler runs
$n = await(spawn(fn() => strlen(stream_get_contents($early))));
$s = Async\runtime_stats();
echo "opened before: read $n bytes, offloaded ", $s['file_offloads'], "\n";
fclose($early);
// Retried as in 008: under heavy load the kernel may serve it from cache.
for ($try = 0; $try < 5; $try++) {
    if (!ta_drop_cache($f)) echo "the page cache kept the file\n";
    $before = Async\runtime_stats()['file_offloads'];
    $n = await(spawn(function () use ($f) { $h = fopen($f, "r"); $n = strlen(stream_get_contents($h)); fclose($h); return $n; }));
    $offloaded = Async\runtime_stats()['file_offloads'] > $before;
    if ($offloaded) break;
}
echo "opened inside: read $n bytes, offloaded: ", var_export($offloaded, true), "\n";
unlink($f);
?>
--EXPECT--
opened before: read 2097152 bytes, offloaded 0
opened inside: read 2097152 bytes, offloaded: true
