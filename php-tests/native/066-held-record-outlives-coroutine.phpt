--TEST--
native: a coroutine record C took from ZEND_ASYNC_CURRENT_COROUTINE with ZEND_ASYNC_EVENT_ADD_REF stays that coroutine's after it finished and hundreds of others ran and finished: CLOSED set, its result readable, then released (true_async recycles a finished coroutine's running part only while no C code uses the API)
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{spawn, await};

$marker = 'result-' . random_int(1000, 9999);
$co = spawn(function () use ($marker) {
    var_dump(native_hold_current());
    return $marker;
});
var_dump(await($co) === $marker);
unset($co); // only C holds it now
$others = [];
for ($i = 0; $i < 300; $i++) {
    $others[] = spawn(fn() => "other $i");
}
foreach ($others as $o) {
    await($o);
}
$r = native_held_outcome();
var_dump($r['closed'], $r['result'] === $marker);
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
