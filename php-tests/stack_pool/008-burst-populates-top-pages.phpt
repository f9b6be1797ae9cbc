--TEST--
pool: a burst past the first slab gets its stacks' top pages populated in one call per slab; the first slab's are not (a few coroutines keep no page ahead), and the burst's coroutines run and finish
--EXTENSIONS--
true_async
--SKIPIF--
<?php
if (getenv('USE_ZEND_ALLOC') === '0') die('skip populating is off under valgrind');
if (version_compare(php_uname('r'), '6.14', '<')) die('skip needs Linux 6.14 (process_madvise on PIDFD_SELF)');
?>
--FILE--
<?php
use function Async\{spawn, await, suspend};
function info(string $row): string {
    ob_start(); phpinfo(INFO_MODULES);
    preg_match('/^' . preg_quote($row) . ' => (.*)$/m', ob_get_clean(), $m);
    return $m[1];
}
// The counts are the process's (a repeated run finds the slabs mapped).
$cs = [];
for ($i = 0; $i < 10; $i++) $cs[] = spawn(function () use ($i) { suspend(); return $i; });
suspend();
$mapped = (int)info('Stack slots mapped');
$populated = info('Stack top pages populated ahead');
echo preg_replace('/^\d+ /', '', $populated), "\n";
// the first slab's are not populated
var_dump((int)$populated === max(0, $mapped - 64));
for ($i = 10; $i < 200; $i++) $cs[] = spawn(function () use ($i) { suspend(); return $i; });
suspend();
$mapped = (int)info('Stack slots mapped');
$populated = (int)info('Stack top pages populated ahead');
// every slab but the first one
var_dump($mapped > 128, $populated === $mapped - 64);
$sum = 0;
foreach ($cs as $c) $sum += await($c);
var_dump($sum);
?>
--EXPECT--
(one process_madvise per slab, from the second slab on)
bool(true)
bool(true)
bool(true)
int(19900)
