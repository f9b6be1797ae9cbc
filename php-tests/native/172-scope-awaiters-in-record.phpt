--TEST--
native: a scope's waiters (awaitCompletion) are listed in its zend_async_scope_t's event beside C's callbacks, in the order they joined, and hear the same notification
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use Async\Scope;
use function Async\{spawn, await, suspend, delay, timeout};

$s = new Scope();
$s->spawn(function () { delay(20); echo "member done\n"; });
$l = native_object_event_listen($s, 7);      // C joins first
$w = spawn(function () use ($s) {
    $s->awaitCompletion(timeout(2000));
    echo "awaitCompletion returned\n";
});
suspend();                                   // the waiter waits
echo "listed: ", native_object_event($s)['callbacks'], "\n";
await($w);
var_dump(native_object_event_log());
echo "listed: ", native_object_event($s)['callbacks'], "\n";
native_object_event_drop($l);
?>
--EXPECT--
listed: 2
member done
awaitCompletion returned
array(1) {
  [0]=>
  string(12) "C7 at 0 of 2"
}
listed: 1
