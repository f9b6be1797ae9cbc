--TEST--
native: ZEND_ASYNC_NEW_PROCESS_EVENT on a proc_open child: fires once when the child ends, closed, with exit_code (its status, or 128 + the signal that killed it), without reaping it (proc_close still gets the status); a pid that cannot be watched is refused
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
// A child that exits with 3 after a while; the event reports it without
// reaping it, so proc_close() still gets the status.
$p = proc_open([PHP_BINARY, '-n', '-r', 'usleep(100000); exit(3);'], [], $pipes);
$pid = proc_get_status($p)['pid'];
$e = native_process($pid);
echo native_event($e, 'info') === "process $pid" ? "info names the pid\n" : "info?\n";
native_event($e, 'start');
Async\delay(20);
echo "while it runs: ", count(native_event_log()), " fires\n";
$start = hrtime(true);
while (native_event($e, 'state')['fires'] < 1 && hrtime(true) - $start < 10e9) {
    Async\delay(10);
}
print_r(native_event_log());
$s = native_event($e, 'state');
echo "closed ", var_export($s['closed'], true), ", loop_ref_count {$s['loop_ref_count']}, active events {$s['active_events']}\n";
native_event($e, 'release');
echo "proc_close: ", proc_close($p), "\n";
// A child killed by a signal: 128 + its number.
$p = proc_open([PHP_BINARY, '-n', '-r', 'sleep(10);'], [], $pipes);
$e = native_process(proc_get_status($p)['pid']);
native_event($e, 'start');
proc_terminate($p, 9);
$start = hrtime(true);
while (native_event($e, 'state')['fires'] < 1 && hrtime(true) - $start < 10e9) {
    Async\delay(10);
}
print_r(native_event_log());
native_event($e, 'release');
proc_close($p);
try {
    native_process(999999999);
} catch (Error $ex) {
    echo preg_replace('/: .*/', ': (the error)', $ex->getMessage()), "\n";
}
?>
--EXPECT--
info names the pid
while it runs: 0 fires
Array
(
    [0] => process#0 fired (1): exit_code 3, closed 1
)
closed true, loop_ref_count 0, active events 0
proc_close: 3
Array
(
    [0] => callback of #0 disposed
    [1] => process#0 fired (1): exit_code 137, closed 1
)
Cannot watch process 999999999: (the error)
