--TEST--
native: ZEND_FUTURE_REJECT hands the callbacks the exception (no result) and keeps it in the record; a completion afterwards changes nothing; a future released without completion, or with its callbacks still on it, goes quietly; a second reference (ZEND_ASYNC_EVENT_ADD_REF through another slot) keeps the record after the first is released
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
$s = native_future_new();
var_dump(native_future_reject($s, new RuntimeException('boom')));
var_dump(native_future_complete($s, 1));
var_dump(native_future_log());
$i = native_future_info($s);
var_dump($i['result'], $i['exception']);
native_future_release($s);

$quiet = native_future_new();
native_future_release($quiet);

$a = native_future_new(false, false);
$f = native_future_obj($a);
$b = native_future_adopt($f);
unset($f);
var_dump(native_future_info($b)['ref_count']);
native_future_release($a);
var_dump(native_future_info($b)['ref_count']);
var_dump(native_future_complete($b, 'still here'));
var_dump(native_future_log());
native_future_release($b);
echo "done\n";
?>
--EXPECT--
bool(true)
bool(true)
array(1) {
  [0]=>
  array(4) {
    ["slot"]=>
    int(0)
    ["completed"]=>
    bool(true)
    ["result"]=>
    NULL
    ["exception"]=>
    string(22) "RuntimeException: boom"
  }
}
NULL
string(22) "RuntimeException: boom"
int(2)
int(1)
bool(true)
array(1) {
  [0]=>
  array(4) {
    ["slot"]=>
    int(1)
    ["completed"]=>
    bool(true)
    ["result"]=>
    string(10) "still here"
    ["exception"]=>
    NULL
  }
}
done
