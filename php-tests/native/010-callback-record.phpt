--TEST--
native: ZEND_ASYNC_EVENT_CALLBACK_EX makes a larger callback record with no reference yet and a dispose method; the references macros count, and the last release frees it (valgrind)
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
var_dump(native_callback_record());
?>
--EXPECT--
array(6) {
  ["ref_count_new"]=>
  int(0)
  ["has_dispose"]=>
  bool(true)
  ["calls_new"]=>
  int(0)
  ["calls"]=>
  int(1)
  ["ref_count_shared"]=>
  int(2)
  ["ref_count_after_release"]=>
  int(1)
}
