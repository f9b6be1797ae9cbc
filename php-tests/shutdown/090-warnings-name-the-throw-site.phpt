--TEST--
shutdown: warnings about failures nobody can see name the user's file and line where the exception was thrown, not "Unknown on line 0"
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};

function fail_later() {
    delay(1);
    throw new RuntimeException("boom");
}
$held = spawn('fail_later');

$c = spawn(function () {
    throw new LogicException("first");
});
$c->finally(function () {
    throw new DomainException("from finally");
});
delay(10);
echo "end of script\n";
?>
--EXPECTF--
Warning: Async\Coroutine::finally(): a handler of coroutine 3 threw after the coroutine failed: DomainException: from finally in %s090-warnings-name-the-throw-site.php on line 14
end of script

Warning: Async: coroutine 3 (spawned at %s090-warnings-name-the-throw-site.php:10) failed and nobody awaited it: LogicException: first in %s090-warnings-name-the-throw-site.php on line 11

Warning: Async: coroutine 2 (spawned at %s090-warnings-name-the-throw-site.php:8) failed and nobody awaited it: RuntimeException: boom in %s090-warnings-name-the-throw-site.php on line 6
