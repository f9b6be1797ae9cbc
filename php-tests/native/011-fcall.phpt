--TEST--
native: ZEND_ASYNC_FCALL_DEFINE keeps a callable with its positional and named arguments, the call sees them, and zend_fcall_release gives every reference back
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
class Greeter {
    public function __construct(private string $greeting) {}
    public function greet(string $name, string $punct = '.') { return "$this->greeting, $name$punct"; }
}
var_dump(native_fcall('strtoupper', 'abc'));
var_dump(native_fcall([new Greeter('Hello'), 'greet'], 'world', punct: '!'));
$big = str_repeat('x', 1000);
var_dump(native_fcall(fn($a, ...$rest) => [strlen($a), $rest], $big, 2, k: 'v'));
var_dump(native_fcall(function () use ($big) { return strlen($big); }));
try {
    native_fcall(function () { throw new LogicException('from the callable'); });
} catch (LogicException $e) {
    echo $e->getMessage(), "\n";
}
?>
--EXPECT--
string(3) "ABC"
string(13) "Hello, world!"
array(2) {
  [0]=>
  int(1000)
  [1]=>
  array(2) {
    [0]=>
    int(2)
    ["k"]=>
    string(1) "v"
  }
}
int(1000)
from the callable
