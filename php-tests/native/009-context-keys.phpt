--TEST--
native: internal context keys are allocated once per C string address (equal text at another address gets its own key), numbered from 1, and name their string
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
$first = native_context_keys();
var_dump($first);
var_dump(native_context_keys() === $first);
?>
--EXPECT--
array(7) {
  ["nonzero"]=>
  bool(true)
  ["same_address_same_key"]=>
  bool(true)
  ["same_text_other_key"]=>
  bool(true)
  ["distinct"]=>
  bool(true)
  ["name_is_the_string"]=>
  bool(true)
  ["name_b"]=>
  string(13) "native.second"
  ["unknown_key"]=>
  bool(true)
}
bool(true)
