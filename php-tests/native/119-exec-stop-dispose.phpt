--TEST--
native: stopping a started exec event before its command ended ends the command (SIGTERM to its group): the exit is still reported (term_signal 15, the output so far); releasing the record before the end kills the command (it never writes its marker); a record never released (not started) goes with the request, its command killed, without delaying the end
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\delay;

$id = native_exec_new(4, 'echo partial; sleep 5; echo never');
native_exec_event($id, 'start');
delay(100);
var_dump(native_exec_event($id, 'stop'));
for ($i = 0; $i < 300 && native_exec_event($id, 'state')['fired'] === 0; $i++) {
    delay(10);
}
$s = native_exec_event($id, 'state');
var_dump($s['fired'], $s['terminated'], $s['term_signal'], $s['return_buffer'], $s['active_events']);
native_exec_event($id, 'release');

$marker = sys_get_temp_dir() . '/ta-exec-marker-' . getmypid();
@unlink($marker);
$id = native_exec_new(4, "sleep 0.3; echo late > $marker");
delay(50);
native_exec_event($id, 'release');
delay(500);
var_dump(file_exists($marker));

$id = native_exec_new(4, "sleep 5");
echo "end\n";
?>
--EXPECT--
bool(true)
int(1)
bool(true)
int(15)
string(8) "partial
"
int(0)
bool(false)
end
