--TEST--
future: a failed Future nobody awaited or caught gives both warnings, naming the message, where it was created and where it failed; no fatal error, the script goes on
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Future, FutureState};
$state = new FutureState();
$future = new Future($state);

$state->error(new RuntimeException("disk full"));
unset($future, $state);
echo "still running\n";
?>
--EXPECTF--
Warning: Future was never used; call await(), map(), catch(), finally() or ignore() to suppress this warning. Created at %s018-unhandled-exception-warning.php:3 in %s018-unhandled-exception-warning.php on line 7

Warning: Unhandled exception in Future: disk full; use catch() or ignore() to handle. Created at %s018-unhandled-exception-warning.php:3, completed at %s018-unhandled-exception-warning.php:6 in %s018-unhandled-exception-warning.php on line 7
still running
