--TEST--
coroutine: exceptions from finally() handlers are never lost: one becomes the result, several a CompositeException, after a failed body a warning
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\CompositeException;
use function Async\{spawn, await};
$one = spawn(fn() => "ok");
$one->finally(function () { throw new LogicException("cleanup failed"); });
try { await($one); } catch (LogicException $e) { echo "one: ", $e->getMessage(), "\n"; }

$two = spawn(fn() => "ok");
$two->finally(function () { throw new Exception("Cleanup error 1"); });
$two->finally(function () { echo "second handler still runs\n"; });
$two->finally(function () { throw new RuntimeException("Cleanup error 2"); });
try {
    await($two);
} catch (CompositeException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
    foreach ($e->getExceptions() as $inner) echo "  - ", get_class($inner), ": ", $inner->getMessage(), "\n";
}

$failed = spawn(function () { throw new DomainException("body failed"); });
$failed->finally(function () { throw new RuntimeException("handler failed too"); });
try { await($failed); } catch (DomainException $e) { echo "body exception kept: ", $e->getMessage(), "\n"; }

$c = new CompositeException("by hand");
$c->addException(new Exception("a"));
$c->addException(new Error("b"));
echo count($c->getExceptions()), " ", $c->getExceptions()[1]->getMessage(), "\n";
try { $c->addException("nope"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump((new ReflectionClass(CompositeException::class))->isFinal(), new CompositeException() instanceof Exception);
?>
--EXPECTF--
one: cleanup failed
second handler still runs
Async\CompositeException: 2 finally handlers of coroutine %d threw
  - Exception: Cleanup error 1
  - RuntimeException: Cleanup error 2

Warning: Async\Coroutine::finally(): a handler of coroutine %d threw after the coroutine failed: RuntimeException: handler failed too in %s on line %d
body exception kept: body failed
2 b
Async\CompositeException::addException(): Argument #1 ($exception) must be of type Throwable, string given
bool(true)
bool(true)
