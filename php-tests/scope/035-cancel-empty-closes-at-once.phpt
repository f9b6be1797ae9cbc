--TEST--
scope: cancel() of a scope with no coroutines closes it at once; its finally handler is scheduled (runs later in another coroutine with the Scope), not called synchronously
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\delay;
$s = new Scope();
$id = spl_object_id($s);
$s->finally(function ($arg) use ($id) {
    echo "finally, same scope: ", var_export($arg instanceof Scope && spl_object_id($arg) === $id, true), "\n";
});
var_dump($s->isClosed());
$s->cancel();
var_dump($s->isClosed(), $s->isFinished());
echo "cancel returned\n";
delay(10);
echo "end\n";
?>
--EXPECT--
bool(false)
bool(true)
bool(true)
cancel returned
finally, same scope: true
end
