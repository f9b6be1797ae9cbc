--TEST--
native: switch handlers C attaches to true_async's own coroutines are run by the engine: ZEND_ASYNC_ADD_SWITCH_HANDLER inside a coroutine, ZEND_COROUTINE_ADD_SWITCH_HANDLER on a queued coroutine's record; each gets ENTER, LEAVE and FINISH for its coroutine, with that coroutine current, and one that returns false is not called again
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{spawn, await, suspend};

$a = spawn(function () {
    echo "A adds, vector length ", native_switch_track_current('A'), "\n";
    suspend();
    suspend();
    return 'a';
});
$b = spawn(function () {
    suspend();
    suspend();
    suspend();
    return 'b';
});
// Queued, not started: its record is made now, and the handler leaves
// after three calls.
echo "B's handler index ", native_switch_track($b, 'B', 3), "\n";
var_dump(await($a), await($b));
$r = native_switch_log();
echo implode("\n", $r['log']), "\n";
echo "calls for untracked coroutines: ", $r['foreign'], "\n";
?>
--EXPECT--
B's handler index 0
A adds, vector length 1
string(1) "a"
string(1) "b"
A:leave
B:enter
B:leave
A:enter
A:leave
B:enter
(handler leaves)
A:enter
A:finish
calls for untracked coroutines: 0