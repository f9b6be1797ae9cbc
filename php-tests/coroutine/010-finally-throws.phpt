--TEST--
coroutine: a finally() callback's exception becomes the failure of a successful coroutine; after a failed body it is reported, not lost
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await};
$c = spawn(fn() => "ok");
$c->finally(function () { throw new LogicException("from finally"); });
try { await($c); } catch (LogicException $e) { echo $e->getMessage(), "\n"; }
$d = spawn(function () { throw new RuntimeException("body"); });
$d->finally(function () { throw new LogicException("reported: the body's exception wins"); });
try { await($d); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
?>
--EXPECTF--
from finally

Warning: Async\Coroutine::finally(): a handler of coroutine %d threw after the coroutine failed: LogicException: reported: the body's exception wins in %s on line %d
RuntimeException: body
