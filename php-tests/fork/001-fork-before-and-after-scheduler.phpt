--TEST--
fork: a child forked before the scheduler ran, or after every coroutine finished, gets a working scheduler and reactor of its own; the parent's keeps working (10 rounds each)
--EXTENSIONS--
true_async
pcntl
--FILE--
<?php
require __DIR__ . '/echo.inc';

$child = fn() => echo_round("child") === "echo:child" && echo_round("child2") === "echo:child2";

// Before the scheduler ever ran in the parent.
$before = [];
for ($i = 0; $i < 10; $i++) {
    $before[] = fork_and_wait($child);
}
echo "before: ", implode(",", array_unique($before)), "\n";

// After coroutines ran (and their sockets and timers were used) and ended.
$after = [];
for ($i = 0; $i < 10; $i++) {
    $mine = echo_round("parent$i");
    $again = null;
    $status = fork_and_wait($child, function () use (&$again, $i) {
        $again = echo_round("again$i");
    });
    $after[] = "$status $mine $again" === "0 echo:parent$i echo:again$i" ? "ok" : "$status $mine $again";
}
echo "after: ", implode(",", array_unique($after)), "\n";
?>
--EXPECT--
before: 0
after: ok
