--TEST--
native: a C-entry coroutine waiting on a future through its waker (zend_async_resume_when on &future->event, ZEND_ASYNC_SUSPEND) is resumed with the result when PHP completes it through C, or with the exception when a C timer rejects it; a wait on a future PHP awaits too resumes both
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{await, spawn, delay};

$s = native_future_new(false, false);
$w = native_future_c_wait($s);
spawn(function () use ($s) {
    delay(5);
    native_future_complete($s, ['x' => 1]);
});
var_dump(await($w));

$r = native_future_new(false, false);
$w = native_future_c_wait($r);
native_future_complete_after($r, 5, new DomainException('dom'));
$res = await($w);
var_dump($res['ok'], $res['completed'], $res['result'], $res['exception']);

$b = native_future_new(false, false);
$f = native_future_obj($b);
$w = native_future_c_wait($b);
$p = spawn(fn() => 'php got ' . await($f));
native_future_complete_after($b, 5, 'both');
var_dump(await($p), await($w)['result']);
native_future_release($s);
native_future_release($r);
native_future_release($b);
echo "done\n";
?>
--EXPECT--
array(5) {
  ["waited"]=>
  bool(true)
  ["ok"]=>
  bool(true)
  ["completed"]=>
  bool(true)
  ["result"]=>
  array(1) {
    ["x"]=>
    int(1)
  }
  ["exception"]=>
  NULL
}
bool(false)
bool(true)
NULL
string(20) "DomainException: dom"
string(12) "php got both"
string(4) "both"
done
