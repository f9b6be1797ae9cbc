--TEST--
native: the queue takes a reference of its own; the dtor runs once, at the last release, which is the caller's when it kept one
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\spawn;
use function Async\suspend;

$base = native_microtask_dtor_calls();
spawn(function () use ($base) {
    $r = native_microtask("released", "");
    echo "released: ref_count after add ", $r["ref_count"], "\n";
    $r = native_microtask("kept", "keep");
    echo "kept: ref_count after add ", $r["ref_count"], "\n";
    suspend();
    echo "after the drain, dtor calls: ", native_microtask_dtor_calls() - $base, "\n";
    $before = native_microtask_release_kept();
    echo "kept had ", $before, " reference(s) before its release\n";
    echo "dtor calls: ", native_microtask_dtor_calls() - $base, "\n";
    suspend();
    echo "dtor calls at the end: ", native_microtask_dtor_calls() - $base, "\n";
});
?>
--EXPECT--
released: ref_count after add 2
kept: ref_count after add 2
microtask released (ref_count 1)
dtor released
microtask kept (ref_count 2)
after the drain, dtor calls: 1
dtor kept
kept had 1 reference(s) before its release
dtor calls: 2
dtor calls at the end: 2
