--TEST--
future: finally() sees the result or the exception and passes the outcome through unchanged
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Future;
echo Future::completed("data")->finally(function ($v) { echo "finally saw: $v\n"; })->await(), "\n";
try {
    Future::failed(new RuntimeException("boom"))
        ->finally(function ($e) { echo "finally saw: ", get_class($e), "\n"; return "ignored"; })
        ->await();
} catch (RuntimeException $e) {
    echo "still failed: ", $e->getMessage(), "\n";
}
try {
    Future::completed(1)->finally(function () { throw new LogicException("from finally"); })->await();
} catch (LogicException $e) {
    echo "finally threw: ", $e->getMessage(), "\n";
}
?>
--EXPECT--
finally saw: data
data
finally saw: RuntimeException
still failed: boom
finally threw: from finally
