--TEST--
native: microtasks queued with no coroutine at all run when the main script ends; a NULL record or one without a handler is refused with a warning
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
echo "main queues\n";
native_microtask("x");
var_dump(native_microtask_null());
register_shutdown_function(function () {
    echo "shutdown function queues y\n";
    native_microtask("y");
});
echo "main ends\n";
?>
--EXPECTF--
main queues

Warning: Cannot add a NULL microtask or one without a handler in %s on line %d

Warning: Cannot add a NULL microtask or one without a handler in %s on line %d
array(3) {
  [0]=>
  bool(false)
  [1]=>
  bool(false)
  [2]=>
  int(0)
}
main ends
microtask x (ref_count 1)
dtor x
shutdown function queues y
microtask y (ref_count 1)
dtor y
