--TEST--
native: ZEND_ASYNC_NEW_COROUTINE + co->fcall + ZEND_ASYNC_ENQUEUE_COROUTINE runs a PHP method as the body, in queue order with coroutines spawned from PHP; zend_coroutine_callable_name() names the callable
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{await, spawn};

class Worker {
    public function __construct(private string $name) {}
    public function run(int $n): string { echo "{$this->name} runs\n"; return str_repeat($this->name, $n); }
    public static function make(string $s): string { echo "static runs\n"; return strtoupper($s); }
}
$a = spawn(function () { echo "php 1 runs\n"; return 1; });
$b = native_php_new([new Worker('w'), 'run'], 2);
$c = spawn(function () { echo "php 2 runs\n"; return 2; });
$d = native_php_new('Worker::make', 'abc');
var_dump(native_co_name($b), native_co_name($d), native_co_name(native_php_spawn('strlen', 'x')));
var_dump(await($a), await($b), await($c), await($d));
try {
    native_co_name(new stdClass);
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
?>
--EXPECT--
string(11) "Worker::run"
string(12) "Worker::make"
string(6) "strlen"
php 1 runs
w runs
php 2 runs
static runs
int(1)
string(2) "ww"
int(2)
string(3) "ABC"
native_co_name(): Argument #1 ($coroutine) must be of type Async\Coroutine, stdClass given
