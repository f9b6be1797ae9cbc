--TEST--
native: the closure and the arguments a C-made coroutine's fcall holds are released once, when the body has returned (destructors run then, not before the body, not twice), and for a coroutine that never started, when the request ends
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\await;

class Noisy { public function __construct(public string $n) {} public function __destruct() { echo "destroy {$this->n}\n"; } }

function run(): void {
    $captured = new Noisy('captured');
    $co = native_php_spawn(function (Noisy $arg) use ($captured) {
        echo "body sees {$arg->n} and {$captured->n}\n";
        return 'done';
    }, new Noisy('argument'));
    unset($captured);
    echo "before await\n";
    var_dump(await($co));
    echo "after await\n";
    unset($co);
    echo "coroutine released\n";
}
run();
// Queued, never started: released when the request ends.
$late = native_php_spawn(function (Noisy $n) { echo "never\n"; }, new Noisy('never started'));
echo "end\n";
exit(0);
?>
--EXPECTF--
before await
body sees argument and captured
destroy %s
destroy %s
string(4) "done"
after await
coroutine released
end
destroy never started
