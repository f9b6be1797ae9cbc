--TEST--
native: a ZEND_ASYNC_NEW_TRIGGER_EVENT fired from another pthread runs its callback once, on the loop thread, while PHP waits in Async\delay()
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
$start = hrtime(true);
$t = native_trigger(30);
$state = native_event($t, 'state');
echo "started: loop_ref_count {$state['loop_ref_count']}\n";
for ($i = 0; $i < 200 && native_event($t, 'state')['fires'] === 0; $i++) {
    Async\delay(5);
}
Async\delay(20);
print_r(native_event_log());
$ms = (hrtime(true) - $start) / 1e6;
echo "fired after the thread's 30 ms: ", $ms >= 25 ? "yes" : "no ($ms)", "\n";
native_event($t, 'release');
print_r(native_event_log());
?>
--EXPECT--
started: loop_ref_count 1
Array
(
    [0] => trigger#0 fired (1) on the loop thread: yes
)
fired after the thread's 30 ms: yes
Array
(
    [0] => callback of #0 disposed
)
