--TEST--
leaks: cycles through an Async\Coroutine are collected (result or exception referring to it) or never made (a closure capturing its coroutine, or a captured object holding it: the callable is released when the coroutine finishes, so refcounting frees them before any collection); a suspended one is not collected
--EXTENSIONS--
true_async
--SKIPIF--
<?php if (!is_readable('/proc/self/status')) die('skip needs /proc/self/status');
--FILE--
<?php
require __DIR__ . '/rss.inc';
use function Async\{spawn, await, delay, current_coroutine};
class Guard { public function __construct(public string $name) {} public function __destruct() { echo "{$this->name} freed\n"; } }
class Holder { public $c; public $g; }
class Failure extends Exception { public $c; }
gc_disable(); // only the explicit collections below

$shapes = [
    'closure capturing its coroutine by reference' => function (?Guard $g) {
        $c = spawn(function () use (&$c, $g) { return 1; });
        await($c);
    },
    'result referring to the coroutine' => function (?Guard $g) {
        await(spawn(function () use ($g) { return [current_coroutine(), $g]; }));
    },
    'exception referring to the coroutine' => function (?Guard $g) {
        $c = spawn(function () use ($g) { $e = new Failure('x'); $e->c = current_coroutine(); throw $e; });
        try { await($c); } catch (Failure) {}
    },
    'captured object holding the coroutine' => function (?Guard $g) {
        $h = new Holder;
        $h->g = $g;
        $h->c = spawn(function () use ($h) { return 1; });
        await($h->c);
    },
];
foreach ($shapes as $name => $shape) {
    $shape(new Guard($name));
    $n = gc_collect_cycles();
    echo "$name: collected ", $n > 0 ? "some" : "none", "\n";
}

// A suspended coroutine in a cycle stays (the scheduler holds it), runs on,
// and goes once finished (its closure, the cycle's link, is released then).
$h = new Holder;
$h->g = new Guard('suspended one');
$h->c = spawn(function () use ($h) { delay(10); echo "suspended one ran\n"; });
unset($h);
delay(1);
echo "while suspended: collected ", gc_collect_cycles(), "\n";
delay(50);
$n = gc_collect_cycles();
echo "after: collected ", $n > 0 ? "some" : "none", "\n";

// Many rounds of every shape: native memory stays flat (1.4-2.2 KB per
// coroutine were kept: about 30 MB here).
rss_check('all shapes', 20000, 6 << 20, function ($i) use ($shapes) {
    $shapes[array_keys($shapes)[$i % 4]](null);
    if ($i % 500 === 0) gc_collect_cycles();
});
?>
--EXPECT--
closure capturing its coroutine by reference freed
closure capturing its coroutine by reference: collected none
result referring to the coroutine freed
result referring to the coroutine: collected some
exception referring to the coroutine freed
exception referring to the coroutine: collected some
captured object holding the coroutine freed
captured object holding the coroutine: collected none
while suspended: collected 0
suspended one ran
suspended one freed
after: collected none
all shapes: flat
