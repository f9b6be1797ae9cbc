--TEST--
future: an error passed along a finally() chain is reported once, by the Future at the end of the chain, which nobody used; the source, used by finally(), goes quietly
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Future, FutureState};
use function Async\delay;
$state = new FutureState();
$future = new Future($state);
$tail = $future->finally(fn() => null);
$state->error(new DomainException("nobody caught me"));
delay(10); // the finally() continuation ran
unset($future, $state);
echo "source gone quietly\n";
unset($tail);
echo "end\n";
?>
--EXPECTF--
source gone quietly

Warning: Future was never used; call await(), map(), catch(), finally() or ignore() to suppress this warning. Created at %s019-used-but-error-unhandled.php:6 in %s019-used-but-error-unhandled.php on line 11

Warning: Unhandled exception in Future: nobody caught me; use catch() or ignore() to handle. Created at %s019-used-but-error-unhandled.php:6 in %s019-used-but-error-unhandled.php on line 11
end
