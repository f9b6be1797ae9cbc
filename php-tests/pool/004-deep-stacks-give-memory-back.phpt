--TEST--
pool: contexts whose stack went deep give its pages back before they are pooled
--EXTENSIONS--
true_async
--SKIPIF--
<?php if (!is_readable('/proc/self/smaps')) die('skip needs /proc/self/smaps');
--INI--
async.stack_size=1040384
--FILE--
<?php
use function Async\{spawn, await, suspend};
// Resident kB of every mapping of exactly the coroutine stack size (1016 kB,
// a size nothing else here uses).
function stack_rss(): array {
    $out = []; $size = 0;
    foreach (file('/proc/self/smaps') as $line) {
        // No preg_*: PCRE's JIT code trips valgrind, and this test runs under it.
        if (str_starts_with($line, 'Size:')) $size = (int)trim(substr($line, 5));
        if ($size === 1016 && str_starts_with($line, 'Rss:')) $out[] = (int)trim(substr($line, 4));
    }
    return $out;
}
// Recursion through internal callbacks uses C stack; suspending at the
// bottom lets the scheduler see how deep each stack went.
function deep($n) { return $n == 0 ? (suspend() ?? 0) : array_sum(array_map(fn($x) => deep($n - 1), [1])); }
$cs = [];
for ($i = 0; $i < 20; $i++) $cs[] = spawn(fn() => deep(200));
suspend();
$deep = array_filter(stack_rss(), fn($kb) => $kb > 100);
echo "deep stacks (over 100 kB resident): ", count($deep) >= 10 ? "at least 10" : count($deep), "\n";
foreach ($cs as $c) await($c);
$pooled = stack_rss();
echo "pooled stacks: ", count($pooled) >= 10 ? "at least 10" : count($pooled), ", the largest holds at most 64 kB: ", var_export(max($pooled) <= 64, true), "\n";
?>
--EXPECT--
deep stacks (over 100 kB resident): at least 10
pooled stacks: at least 10, the largest holds at most 64 kB: true
