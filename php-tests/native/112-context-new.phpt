--TEST--
native: ZEND_ASYNC_NEW_CONTEXT gives a standalone Async\Context whose one reference is C's: values set from C are seen from PHP and back, dispose gives the reference back while PHP's own keeps the object, and one C still holds at the request's end is given back then
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
var_dump(native_ctx('new'));
native_ctx('set', 'held', 'a', [1, 2]);
$obj = native_ctx('object', 'held');
var_dump($obj instanceof Async\Context, $obj->get('a'));
$obj->set('b', 'from php');
var_dump(native_ctx('find', 'held', 'b')[1]);
var_dump(native_ctx('find', 'held', 'nope'));
var_dump(native_ctx('dispose'), native_ctx('dispose'));
var_dump($obj->get('a')[1], $obj->findLocal('b'));
unset($obj);
// One left for the request's end.
var_dump(native_ctx('new'));
native_ctx('set', 'held', 'c', new ArrayObject([3]));
echo "done\n";
?>
--EXPECT--
bool(true)
bool(true)
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
string(8) "from php"
array(2) {
  [0]=>
  bool(false)
  [1]=>
  NULL
}
bool(true)
bool(false)
int(2)
string(8) "from php"
bool(true)
done
