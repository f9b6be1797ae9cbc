--TEST--
await: an uncaught exception reaches the awaiter with class, message, code and previous intact
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};
class MyErr extends RuntimeException {}
$c = spawn(function () {
    suspend();
    throw new MyErr("bad thing", 42, new LogicException("root cause"));
});
try {
    await($c);
} catch (MyErr $e) {
    echo get_class($e), " ", $e->getMessage(), " ", $e->getCode(), " ", get_class($e->getPrevious()), ": ", $e->getPrevious()->getMessage(), "\n";
    var_dump($e === $c->getException());
    var_dump($e->getLine());
}
try { await($c); } catch (MyErr $e) { echo "again: ", $e->getMessage(), "\n"; }
var_dump($c->getResult());
?>
--EXPECT--
MyErr bad thing 42 LogicException: root cause
bool(true)
int(6)
again: bad thing
NULL
