--TEST--
native: ZEND_ASYNC_NEW_FILESYSTEM_EVENT watches a directory once started: each change notifies (the event stays open) with triggered_events and triggered_filename; a stopped watch reports nothing; a path that does not exist fails at start with an Error
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
$dir = sys_get_temp_dir() . '/ta-native-fs-' . getmypid();
@mkdir($dir);
$w = native_fs($dir);
echo str_replace($dir, 'DIR', native_event($w, 'info')), "\n";
file_put_contents("$dir/before-start.txt", "x");
Async\delay(30);
echo "before start: ", count(native_event_log()), " reports\n";
var_dump(native_event($w, 'start'));
Async\spawn(function () use ($dir) {
    Async\delay(5);
    file_put_contents("$dir/new.txt", "hello");
});
$lines = [];
for ($i = 0; $i < 200 && !in_array('fs#0 fired: change new.txt', $lines); $i++) {
    Async\delay(5);
    array_push($lines, ...native_event_log());
}
$lines = array_values(array_unique($lines));
sort($lines);
print_r($lines);
$s = native_event($w, 'state');
echo "open: closed ", var_export($s['closed'], true), ", loop_ref_count {$s['loop_ref_count']}\n";
native_event($w, 'stop');
file_put_contents("$dir/after-stop.txt", "x");
Async\delay(30);
echo "after stop: ", count(native_event_log()), " reports\n";
native_event($w, 'release');

$missing = native_fs("$dir/does-not-exist");
try {
    native_event($missing, 'start');
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
native_event($missing, 'release');
foreach (glob("$dir/*") as $f) unlink($f);
rmdir($dir);
?>
--EXPECT--
a filesystem watch (DIR)
before start: 0 reports
bool(true)
Array
(
    [0] => fs#0 fired: change new.txt
    [1] => fs#0 fired: rename new.txt
)
open: closed false, loop_ref_count 1
after stop: 0 reports
Error: The event cannot be started: no such file or directory
