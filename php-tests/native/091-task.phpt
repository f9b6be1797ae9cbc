--TEST--
native: ZEND_ASYNC_NEW_TASK + ZEND_ASYNC_QUEUE_TASK run the task's C function on a worker thread while coroutines go on; it is reported on the loop thread, closed, once; a second queue is refused; the queue keeps the record alive when its creator releases it first
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
$t = native_task(-1);                             // its worker waits for the gate
echo native_event($t, 'info'), "\n";
var_dump(native_event($t, 'queue'));
try {
    native_event($t, 'queue');
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
$ticks = 0;
$co = Async\spawn(function () use (&$ticks) { for ($i = 0; $i < 5; $i++) { Async\delay(1); $ticks++; } });
Async\await($co);
echo "coroutines ran while the task was held: $ticks turns, reports ", count(native_event_log()), "\n";
native_event($t, 'open_gate');
$lines = [];
for ($i = 0; $i < 2000 && !$lines; $i++) {
    Async\delay(2);
    $lines = native_event_log();
}
print_r($lines);

// Released by its creator while queued: the queue's reference keeps it.
$u = native_task(30);
native_event($u, 'queue');
native_event($u, 'release');
$lines = [];
for ($i = 0; $i < 2000 && count($lines) < 2; $i++) {
    Async\delay(2);
    array_push($lines, ...native_event_log());
}
print_r($lines);
?>
--EXPECT--
a thread-pool task
bool(true)
Cannot queue the task: it was queued already
coroutines ran while the task was held: 5 turns, reports 0
Array
(
    [0] => task#0 fired (1) on the loop thread: yes, closed 1, ran on another thread: yes, computed 500500
)
Array
(
    [0] => task#1 fired (1) on the loop thread: yes, closed 1, ran on another thread: yes, computed 500500
    [1] => callback of #1 disposed
)
