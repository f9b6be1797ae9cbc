--TEST--
native: after Async code ran, a started periodic timer holds the script until its callback stops it while a HIDDEN timer (not counted in ZEND_ASYNC_ACTIVE_EVENT_COUNT) does not
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
// After Async code ran; the HIDDEN timer alone does not hold the script.
$start = hrtime(true);
register_shutdown_function(function () use ($start) {
    $ms = (hrtime(true) - $start) / 1e6;
    echo "shutdown function ", $ms < 4000 ? "before the hidden timer" : "after $ms ms", "\n";
});
$h = native_timer(5000, false, true);
native_event($h, 'print');
native_event($h, 'start');
echo "hidden counts: ", native_event($h, 'state')['active_events'], "\n";
Async\await(Async\spawn(function () { Async\delay(5); echo "coroutine done\n"; }));
$t = native_timer(20, true);
native_event($t, 'print');
native_event($t, 'stop_after', 3);
native_event($t, 'start');
echo "end of script\n";
?>
--EXPECT--
hidden counts: 0
coroutine done
end of script
periodic#1 fired (1)
periodic#1 fired (2)
periodic#1 fired (3)
shutdown function before the hidden timer
