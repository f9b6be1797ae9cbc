--TEST--
scope: Scope::spawn() on a scope closed by dispose()/disposeSafely() while empty throws "Cannot spawn a coroutine in a closed scope" and nothing runs
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\suspend;
$a = new Scope();
$a->dispose();
$b = new Scope();
$b->disposeSafely();
var_dump($a->isClosed(), $b->isClosed());
foreach ([$a, $b] as $s) {
    try {
        $s->spawn(function () { echo "body runs\n"; });
        echo "spawned\n";
    } catch (Async\AsyncException $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
suspend();
echo "end\n";
?>
--EXPECT--
bool(true)
bool(true)
Async\AsyncException: Cannot spawn a coroutine in a closed scope
Async\AsyncException: Cannot spawn a coroutine in a closed scope
end
