--TEST--
native: ZEND_ASYNC_OBJECT_TO_EVENT on a coroutine that finished without C ever asking (its running part, C record included, went back to the recycler and served other coroutines since) gives a C record that shows how it ended: STARTED and finished for one that ran, finished and not STARTED for one cancelled before it started; the same record on a second call, and the outcome unchanged
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{spawn, await};

$ran = spawn(fn() => "ran");
$never = spawn(fn() => "never");
$never->cancel();
var_dump(await($ran));
try { await($never); } catch (Async\AsyncCancellation $e) { echo "cancelled\n"; }
// Other coroutines reuse the parts the two gave back.
$others = [];
for ($i = 0; $i < 300; $i++) $others[] = spawn(fn() => native_c_current()['started']);
foreach ($others as $o) await($o);

foreach (['ran' => $ran, 'never' => $never] as $name => $co) {
    $e = native_c_object_event($co);
    unset($e['refcount']);
    echo $name, ": ", json_encode($e), "\n";
    $again = native_c_object_event($co);
    var_dump($again['same_again'], $again['finished']);
}
var_dump($ran->getResult(), $ran->isCancelled(), get_class($never->getException()), $never->isCancelled());
?>
--EXPECT--
string(3) "ran"
cancelled
ran: {"event":true,"round_trip":true,"is_current":false,"same_again":true,"started":true,"finished":true}
bool(true)
bool(true)
never: {"event":true,"round_trip":true,"is_current":false,"same_again":true,"started":false,"finished":true}
bool(true)
bool(true)
string(3) "ran"
bool(false)
string(23) "Async\AsyncCancellation"
bool(true)
