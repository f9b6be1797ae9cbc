--TEST--
errors: a finally() callback that reads the coroutine's exception counts as having seen it; one that does not, does not
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\spawn;
$seen = spawn(function () { throw new RuntimeException("handled in finally"); });
$seen->finally(function ($c) { echo "finally saw: ", $c->getException()->getMessage(), "\n"; });
$ignored = spawn(function () { throw new RuntimeException("finally looked away"); });
$ignored->finally(function ($c) { echo "finally ran\n"; });
?>
--EXPECTF--
finally saw: handled in finally
finally ran

Warning: Async: coroutine %d (spawned at %s:5) failed and nobody awaited it: RuntimeException: finally looked away in %s on line %d
