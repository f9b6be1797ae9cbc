--TEST--
destructors: during the script, a destructor the engine calls still may not suspend (PHP 8.2 blocks it): a clear AsyncException, not a crash
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, suspend};
class D {
    public function __destruct() {
        try { suspend(); } catch (Async\AsyncException $e) { echo "refused: ", $e->getMessage(), "\n"; }
    }
}
spawn(function () { $d = new D(); unset($d); echo "after unset\n"; });
suspend();
?>
--EXPECT--
refused: Cannot suspend a coroutine here: switching is not allowed inside a destructor, the garbage collector or a shutdown handler
after unset
