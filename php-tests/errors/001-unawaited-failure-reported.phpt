--TEST--
errors: a coroutine that failed while nobody awaited it, and that nobody looked at later, is reported at the end with its spawn location; exit status 255
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\spawn;
spawn(function () { throw new RuntimeException("nobody awaits me"); });
echo "main ends\n";
?>
--EXPECTF--
main ends

Warning: Async: coroutine %d (spawned at %s001-unawaited-failure-reported.php:3) failed and nobody awaited it: RuntimeException: nobody awaits me in %s on line %d
