--TEST--
native: a started timer keeps the script from ending (no Async call at all: the scheduler never ran) until it fires; a HIDDEN one does not
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
// A started event keeps the script from ending (the scheduler never ran:
// no Async call at all); a HIDDEN one does not.
$start = hrtime(true);
register_shutdown_function(function () use ($start) {
    $ms = (hrtime(true) - $start) / 1e6;
    echo "shutdown function after ", $ms >= 50 ? "the timer" : "less than 50 ms ($ms)", "\n";
});
$t = native_timer(50, false);
native_event($t, 'print');
native_event($t, 'start');
$h = native_timer(5000, false, true);
native_event($h, 'print');
native_event($h, 'start');
echo "end of script\n";
?>
--EXPECT--
end of script
timer#0 fired (1)
shutdown function after the timer
