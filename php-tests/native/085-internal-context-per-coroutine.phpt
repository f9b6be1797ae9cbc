--TEST--
native: a coroutine's internal context (ZEND_ASYNC_INTERNAL_CONTEXT_SET / FIND / UNSET): each coroutine has its own values under a key, which survive its suspensions, keys do not mix, a second set replaces (and releases) the value, unset removes it once
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{spawn, await, delay};
class Noisy { function __construct(public string $n) {} function __destruct() { echo "released {$this->n}\n"; } }

$worker = function (string $name, int $ms) {
    var_dump(native_ictx('set', 0, null, "value of $name"));
    delay($ms);                                   // another coroutine sets its own meanwhile
    $a = native_ictx('find', 0);
    $b = native_ictx('find', 1);                  // never set here
    echo "$name: a=", $a[0] ?? '(absent)', " b=", count($b) ? $b[0] : '(absent)', "\n";
};
$one = spawn($worker, 'one', 20);
$two = spawn($worker, 'two', 5);
await($one); await($two);

await(spawn(function () {
    native_ictx('set', 1, null, new Noisy('first'));
    echo "replacing\n";
    native_ictx('set', 1, null, new Noisy('second'));
    echo "found: ", native_ictx('find', 1)[0]->n, "\n";
    var_dump(native_ictx('unset', 1));            // releases 'second'
    var_dump(native_ictx('unset', 1));            // already gone
    var_dump(native_ictx('find', 1));
    echo "body ends\n";
}));
echo "done\n";
?>
--EXPECT--
bool(true)
bool(true)
two: a=value of two b=(absent)
one: a=value of one b=(absent)
replacing
released first
found: second
released second
bool(true)
bool(false)
array(0) {
}
body ends
done
