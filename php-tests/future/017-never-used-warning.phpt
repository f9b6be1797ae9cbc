--TEST--
future: a Future (or FutureState) that goes unused warns "Future was never used" with where it was created, at the moment the last reference goes, whether it completed or not
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Future, FutureState};
$state = new FutureState();
$future = new Future($state);
$state->complete("value");
unset($future);
echo "state still held\n";
unset($state);
echo "after unset\n";
$pending = new FutureState();
unset($pending);
echo "end\n";
?>
--EXPECTF--
state still held

Warning: Future was never used; call await(), map(), catch(), finally() or ignore() to suppress this warning. Created at %s017-never-used-warning.php:3 in %s017-never-used-warning.php on line 8
after unset

Warning: Future was never used; call await(), map(), catch(), finally() or ignore() to suppress this warning. Created at %s017-never-used-warning.php:10 in %s017-never-used-warning.php on line 11
end
