--TEST--
reactor: a Timeout can itself be awaited: the await returns null once it fires, never if it was cancelled
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{await, timeout, spawn, delay};
$start = hrtime(true);
var_dump(await(timeout(15)));
var_dump((hrtime(true) - $start) / 1e6 >= 14);
$t = timeout(10);
$t->cancel();
try {
    await($t, timeout(40));
} catch (Async\OperationCanceledException $e) {
    echo "a cancelled timeout never completes the wait\n";
}
?>
--EXPECT--
NULL
bool(true)
a cancelled timeout never completes the wait
