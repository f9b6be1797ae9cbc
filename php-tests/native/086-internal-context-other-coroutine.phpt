--TEST--
native: values set in another coroutine's internal context (through ZEND_ASYNC_OBJECT_TO_EVENT on its object, before it starts) are read by that coroutine when it runs; the main coroutine has its own; refcounted values are shared, not copied; a C pointer comes back as the same pointer
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{spawn, await, delay};
$shared = new ArrayObject([1, 2]);
$co = spawn(function () {
    $v = native_ictx('find', 0)[0];
    $v[] = 3;                                     // the object itself, not a copy
    echo "inside: ", implode(',', (array) $v), "\n";
    var_dump(native_ictx('find', 1));             // the pointer
    delay(1);
    var_dump(native_ictx('find', 1));             // still there after a switch
});
var_dump(native_ictx('set', 0, $co, $shared));
var_dump(native_ictx('set_ptr', 1, $co));
await($co);
echo "outside: ", implode(',', (array) $shared), "\n";

// Main (once the scheduler runs, main is a coroutine too).
var_dump(native_ictx('set', 0, null, 'main value'));
$peek = spawn(fn() => native_ictx('find', 0));
var_dump(await($peek));
var_dump(native_ictx('find', 0));
?>
--EXPECT--
bool(true)
bool(true)
inside: 1,2,3
array(1) {
  ["ptr"]=>
  bool(true)
}
array(1) {
  ["ptr"]=>
  bool(true)
}
outside: 1,2,3
bool(true)
array(0) {
}
array(1) {
  [0]=>
  string(10) "main value"
}
