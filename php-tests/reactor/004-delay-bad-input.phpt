--TEST--
reactor: delay() rejects negative durations and what PHP cannot read as an int
--EXTENSIONS--
true_async
--FILE--
<?php
foreach ([-1, "soon", [], new stdClass, INF] as $bad) {
    try { Async\delay($bad); echo "accepted ", var_export($bad, true), "\n"; }
    catch (TypeError | ValueError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
try { Async\delay(); } catch (ArgumentCountError $e) { echo "ArgumentCountError\n"; }
?>
--EXPECT--
ValueError: Async\delay(): Argument #1 ($ms) must be greater than or equal to 0
TypeError: Async\delay(): Argument #1 ($ms) must be of type int, string given
TypeError: Async\delay(): Argument #1 ($ms) must be of type int, array given
TypeError: Async\delay(): Argument #1 ($ms) must be of type int, stdClass given
TypeError: Async\delay(): Argument #1 ($ms) must be of type int, float given
ArgumentCountError
