--TEST--
native: extended_dispose is called exactly once, when the coroutine's record goes (its object's last reference), for a coroutine that ran and for one cancelled before it started; not while PHP still holds the object
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\await;

// Counted per process: what this run adds.
$base = native_c_dispose_calls();
$calls = fn() => native_c_dispose_calls() - $base;

$co = native_c_spawn([1, 2]);
await($co);
native_c_last(true);            // the extension lets go of it
var_dump($calls());
unset($co);
var_dump($calls());
gc_collect_cycles();
var_dump($calls());

$co = native_c_spawn("x");
$co->cancel();
try { await($co); } catch (Async\AsyncCancellation) {}
native_c_last(true);
var_dump($calls());
$co = null;
var_dump($calls());

// Not awaited, not held by PHP: it goes when it finishes.
native_c_spawn("fire and forget");
native_c_last(true);
Async\suspend();
var_dump($calls());
?>
--EXPECT--
int(0)
int(1)
int(1)
int(1)
int(2)
int(3)
