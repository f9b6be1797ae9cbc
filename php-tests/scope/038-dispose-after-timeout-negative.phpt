--TEST--
scope: disposeAfterTimeout() with a negative timeout throws ValueError with the exact message; 0 is accepted
--EXTENSIONS--
true_async
--FILE--
<?php
$s = new Async\Scope();
foreach ([-1, -1000] as $t) {
    try {
        $s->disposeAfterTimeout($t);
        echo "accepted $t\n";
    } catch (ValueError $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
$s->disposeAfterTimeout(0);
echo "accepted 0\n";
try {
    $s->disposeAfterTimeout("soon");
} catch (TypeError $e) {
    echo "TypeError\n";
}
?>
--EXPECT--
ValueError: Async\Scope::disposeAfterTimeout(): Argument #1 ($timeout) must be greater than or equal to 0
ValueError: Async\Scope::disposeAfterTimeout(): Argument #1 ($timeout) must be greater than or equal to 0
accepted 0
TypeError
