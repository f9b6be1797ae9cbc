--TEST--
native: an Async\Future's event is its zend_future_t: PHP's awaiters are listed in the record's callbacks beside C's (in the order they joined), and a C callback hears PHP's completion while they are listed
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use Async\{Future, FutureState};
use function Async\{spawn, await, suspend};

$state = new FutureState();
$f = new Future($state);
$e = native_object_event($f);
var_dump($e['callbacks'], $e['closed']);

$a = spawn(fn() => await($f));
suspend();                                   // $a waits
$l = native_object_event_listen($f, 1);      // C joins second
$b = spawn(fn() => await($f));
suspend();                                   // $b waits
echo "listed: ", native_object_event($f)['callbacks'], "\n";

$state->complete(42);
var_dump(native_object_event_log());
var_dump(await($a), await($b));
$e = native_object_event($f);
echo "closed: ", var_export($e['closed'], true), ", listed: ", $e['callbacks'], "\n";
native_object_event_drop($l);
echo "listed: ", native_object_event($f)['callbacks'], "\n";

// A late awaiter of a completed future is not listed (the record replays).
var_dump(await($f), native_object_event($f)['callbacks']);
?>
--EXPECT--
int(0)
bool(false)
listed: 3
array(1) {
  [0]=>
  string(12) "C1 at 1 of 3"
}
int(42)
int(42)
closed: true, listed: 1
listed: 0
int(42)
int(0)
