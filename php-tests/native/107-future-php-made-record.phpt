--TEST--
native: ZEND_ASYNC_OBJECT_TO_EVENT on an Async\Future PHP made (FutureState) gives its zend_future_t (made with the future); C completing it completes the PHP future (await gets the value, FutureState::complete() then throws), PHP completing or cancelling it first fills the record and tells C's callbacks, and C's completion afterwards has no effect; what C marks on the record (used, error caught) spares the future PHP's unobserved warnings
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\await;

$state = new Async\FutureState();
$f = new Async\Future($state);
$a = native_future_adopt($f);
var_dump(native_future_same($a, $f), native_future_info($a)['completed']);
var_dump(native_future_complete($a, 42), $f->isCompleted(), await($f));
try {
    $state->complete(1);
} catch (Async\AsyncException $e) {
    echo "second completion: ", $e->getMessage(), "\n";
}
var_dump(count(native_future_log()));
native_future_release($a);

$state = new Async\FutureState();
$f = new Async\Future($state);
$a = native_future_adopt($f);
$state->complete('php');
var_dump(native_future_log()[0]['result']);
var_dump(native_future_complete($a, 'c'), native_future_info($a)['result'], await($f));
native_future_release($a);

$state = new Async\FutureState();
$f = new Async\Future($state);
$a = native_future_adopt($f, false);
$f->cancel();
$i = native_future_info($a);
var_dump($i['completed'], $i['exception'], $f->isCancelled());
var_dump(native_future_complete($a, 'too late'), $f->isCancelled());
native_future_release($a);

// A future completed before C looks: its record is made completed.
$done = Async\Future::completed('early');
$a = native_future_adopt($done, false);
$i = native_future_info($a);
var_dump($i['completed'], $i['result'], $i['replay']);
native_future_release($a);
echo "done\n";
?>
--EXPECTF--
bool(true)
bool(false)
bool(true)
bool(true)
int(42)
second completion: FutureState is already completed at %s107-future-php-made-record.php:%d
int(1)
string(3) "php"
bool(true)
string(3) "php"
string(3) "php"
bool(true)
string(%d) "Async\AsyncCancellation: Future has been cancelled"
bool(true)
bool(true)
bool(true)
bool(true)
string(5) "early"
bool(true)
done
