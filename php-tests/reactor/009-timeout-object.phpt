--TEST--
reactor: Async\Timeout is a Completable; cancel() disarms it; timeout(0) is a ValueError
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay, timeout};
$t = timeout(20);
var_dump($t instanceof Async\Completable, $t->isCompleted(), $t->isCancelled());
delay(40);
var_dump($t->isCompleted(), $t->isCancelled());
$u = timeout(20);
$u->cancel();
var_dump($u->isCompleted(), $u->isCancelled());
// A disarmed timeout never ends a wait.
var_dump(await(spawn(function () { delay(40); return "waited past it"; }), $u));
foreach ([0, -5] as $bad) {
    try { timeout($bad); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
}
try { timeout("one"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$leftover = timeout(60000); // still armed at request end: disarmed, no hang
echo "end\n";
?>
--EXPECT--
bool(true)
bool(false)
bool(false)
bool(true)
bool(false)
bool(true)
bool(true)
string(14) "waited past it"
Timeout value must be greater than 0
Timeout value must be greater than 0
Async\timeout(): Argument #1 ($ms) must be of type int, string given
end
