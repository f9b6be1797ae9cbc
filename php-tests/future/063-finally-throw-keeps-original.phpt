--TEST--
future: an exception thrown by a finally() callback of a failed Future has the source's error as previous; rethrowing the source's error adds no cycle; after a success there is no previous
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Future;
use function Async\await;
$original = new RuntimeException("original");
$f = Future::failed($original)->finally(function () { throw new LogicException("in finally"); });
try { await($f); } catch (LogicException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
    var_dump($e->getPrevious() === $original);
}
$g = Future::failed($original)->finally(function ($e) { throw $e; });
try { await($g); } catch (RuntimeException $e) { var_dump($e === $original, $e->getPrevious()); }
$h = Future::completed(1)->finally(function () { throw new LogicException("after success"); });
try { await($h); } catch (LogicException $e) { var_dump($e->getPrevious()); }
?>
--EXPECT--
LogicException: in finally
bool(true)
bool(true)
NULL
NULL
