--TEST--
native: a microtask cancelled after its add is skipped and released; one cancelled before its add is not queued
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\spawn;
use function Async\suspend;

spawn(function () {
    native_microtask("first");
    $r = native_microtask("cancelled-after", "cancel");
    echo "cancelled-after: added ", var_export($r["added"], true), ", ref_count ", $r["ref_count"], "\n";
    $r = native_microtask("cancelled-before", "cancel-before");
    echo "cancelled-before: added ", var_export($r["added"], true), ", ref_count ", $r["ref_count"], "\n";
    native_microtask("last");
    echo "suspends\n";
    suspend();
    echo "resumes\n";
});
?>
--EXPECT--
cancelled-after: added true, ref_count 2
dtor cancelled-before
cancelled-before: added true, ref_count 1
suspends
microtask first (ref_count 1)
dtor first
dtor cancelled-after
microtask last (ref_count 1)
dtor last
resumes
