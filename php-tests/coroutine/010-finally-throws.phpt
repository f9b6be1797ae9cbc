--TEST--
coroutine: an exception thrown by a finally() callback of a successful coroutine becomes its failure
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await};
$c = spawn(fn() => "ok");
$c->finally(function () { throw new LogicException("from finally"); });
try { await($c); } catch (LogicException $e) { echo $e->getMessage(), "\n"; }
$d = spawn(function () { throw new RuntimeException("body"); });
$d->finally(function () { throw new LogicException("ignored: the body's exception wins"); });
try { await($d); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
?>
--EXPECT--
from finally
RuntimeException: body
