--TEST--
native: ZEND_ASYNC_NEW_SIGNAL_EVENT: a started event hears every delivery (posix_kill to this process) on the loop thread, shares the signal's watcher with Async\signal(), gives the signal its former disposition back when stopped; a number that cannot be watched is refused
--EXTENSIONS--
posix
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
const USR1_NUM = Async\Signal::SIGUSR1->value;
$s = native_signal(USR1_NUM);
echo native_event($s, 'info') === 'signal ' . USR1_NUM ? "info names the signal\n" : "info?\n";
native_event($s, 'start');
echo "started: active events ", native_event($s, 'state')['active_events'], "\n";
posix_kill(getmypid(), USR1_NUM);
$start = hrtime(true);
while (native_event($s, 'state')['fires'] < 1 && hrtime(true) - $start < 5e9) {
    Async\delay(5);
}
posix_kill(getmypid(), USR1_NUM);
while (native_event($s, 'state')['fires'] < 2 && hrtime(true) - $start < 5e9) {
    Async\delay(5);
}
print_r(str_replace('signal ' . USR1_NUM, 'signal USR1', native_event_log()));
// Stopped: nobody listens any more, the signal's former disposition is back.
native_event($s, 'stop');
$st = native_event($s, 'state');
echo "after stop: loop_ref_count {$st['loop_ref_count']}, active events {$st['active_events']}\n";
native_event($s, 'release');
try {
    native_signal(17);
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
echo "done\n";
?>
--EXPECT--
info names the signal
started: active events 1
Array
(
    [0] => signal#0 fired (1): signal USR1
    [1] => signal#0 fired (2): signal USR1
)
after stop: loop_ref_count 0, active events 0
Cannot create the signal event: invalid argument
done
