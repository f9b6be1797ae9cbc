--TEST--
native: a coroutine's internal context is released when the coroutine ends, after its C subscribers were told (they can still read it), while its object lives on; a value set on a finished coroutine is released with its object
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{spawn, await, delay};
class Noisy { function __construct(public string $n) {} function __destruct() { echo "released {$this->n}\n"; } }

$plain = spawn(function () {
    native_ictx('set', 0, null, new Noisy('plain'));
    delay(1);
    echo "plain body ends\n";
});
await($plain);
echo "plain awaited, its object alive: ", get_class($plain), "\n";

$co = spawn(function () {
    native_ictx('set', 0, null, new Noisy('kept by the coroutine'));
    delay(1);
    echo "body ends\n";
    return 'result';
});
native_ictx_watch($co, 0);
$r = await($co);
echo "await: $r\n";
echo "watcher saw: ", native_ictx_seen()->n ?? '?', "\n";
var_dump(native_ictx('find', 0, $co));            // gone, the object still here
var_dump(native_ictx('set', 1, $co, new Noisy('set after the end')));
echo "dropping the object\n";
unset($co);
echo "dropping what the watcher kept\n";
native_ictx_watch(spawn(fn() => 1), 1);           // replaces the kept value
delay(5);
echo "watcher saw: ", native_ictx_seen(), "\n";
echo "done\n";
?>
--EXPECT--
plain body ends
released plain
plain awaited, its object alive: Async\Coroutine
body ends
await: result
watcher saw: kept by the coroutine
array(0) {
}
bool(true)
dropping the object
released set after the end
dropping what the watcher kept
released kept by the coroutine
watcher saw: (absent)
done
