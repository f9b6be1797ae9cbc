--TEST--
native: ZEND_ASYNC_SPAWN() with a PHP callable in co->fcall (ZEND_ASYNC_FCALL_DEFINE): the callable runs as the coroutine's body after the spawning code goes on, with the positional and named arguments C copied, and PHP awaits its return value
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\await;

$seed = random_int(1, 1000);
$co = native_php_spawn(function (int $a, string $b, array $c = [], string ...$rest) use ($seed) {
    echo "body runs\n";
    return [$a + $seed, $b, $c, $rest];
}, 5, 'x', c: [1, 2]);
echo "spawned\n";
var_dump($co instanceof Async\Coroutine, $co->isStarted());
$r = await($co);
var_dump($r[0] === 5 + $seed, $r[1], $r[2], $r[3]);
var_dump($co->isCompleted(), $co->getResult() === $r);
// A function by name as the body; the return value of an internal function.
var_dump(await(native_php_spawn('str_repeat', 'ab', 3)));
?>
--EXPECT--
spawned
bool(true)
bool(false)
body runs
bool(true)
string(1) "x"
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
array(0) {
}
bool(true)
bool(true)
string(6) "ababab"
