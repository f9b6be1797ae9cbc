--TEST--
native: ZEND_ASYNC_NEW_FUTURE from C gives a live zend_future_t; a callback on its event hears the result once; ZEND_FUTURE_COMPLETE resolves it once (a second completion, a rejection or resolve() afterwards changes nothing); ZEND_FUTURE_IS_COMPLETED, replay, info and where it was made and completed (lineno, filename) follow
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
$s = native_future_new(true);
$i = native_future_info($s);
var_dump($i['completed'], $i['thread_safe'], $i['ref_count'], $i['callbacks'], $i['info'], $i['replay']);
var_dump(native_future_log());
var_dump(native_future_complete($s, ['a' => 1]));
var_dump(native_future_complete($s, 'second'));
var_dump(native_future_reject($s, new Exception('late')));
var_dump(native_future_resolve_again($s));
var_dump(native_future_log());
$i = native_future_info($s);
var_dump($i['completed'], $i['result'], $i['exception'], $i['info'], $i['replay'], $i['made_here'], $i['completed_here']);
var_dump($i['file'] === __FILE__, $i['completed_file'] === __FILE__);
native_future_release($s);
$n = native_future_new();
var_dump(native_future_info($n)['thread_safe']);
native_future_release($n);
echo "done\n";
?>
--EXPECT--
bool(false)
bool(true)
int(1)
int(1)
string(16) "Future (pending)"
bool(false)
array(0) {
}
bool(true)
bool(true)
bool(true)
bool(false)
array(1) {
  [0]=>
  array(4) {
    ["slot"]=>
    int(0)
    ["completed"]=>
    bool(true)
    ["result"]=>
    array(1) {
      ["a"]=>
      int(1)
    }
    ["exception"]=>
    NULL
  }
}
bool(true)
array(1) {
  ["a"]=>
  int(1)
}
NULL
string(18) "Future (completed)"
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(false)
done
