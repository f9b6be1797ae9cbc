--TEST--
native: ZEND_ASYNC_NEW_EXEC_EVENT (SHELL_EXEC) runs the command from its creation; started it counts as active; a C callback and a C coroutine waiting through its waker are told once when it ended; the record then has terminated, exit_code 3, term_signal 0, output_len, and return_buffer / std_error hold stdout / stderr
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{await, delay};

const SHELL_EXEC = 4;
$id = native_exec_new(SHELL_EXEC, 'echo hello; echo err >&2; sleep 0.1; echo world; exit 3');
var_dump(native_exec_event($id, 'start'));
$s = native_exec_event($id, 'state');
echo "running: fired={$s['fired']} terminated=", var_export($s['terminated'], true),
    " refs={$s['loop_ref_count']} active={$s['active_events']} info={$s['info']}\n";
$w = native_exec_c_wait($id);
var_dump(await($w));
$s = native_exec_event($id, 'state');
unset($s['info']);
var_dump($s);
native_exec_event($id, 'release');
echo "done\n";
?>
--EXPECT--
bool(true)
running: fired=0 terminated=false refs=1 active=1 info=exec(echo hello; echo err >&2; sleep 0.1; echo world; exit 3)
array(5) {
  ["waited"]=>
  bool(true)
  ["ok"]=>
  bool(true)
  ["terminated"]=>
  bool(true)
  ["exit_code"]=>
  int(3)
  ["fired_before_wake"]=>
  int(1)
}
array(13) {
  ["fired"]=>
  int(1)
  ["closed"]=>
  bool(true)
  ["terminated"]=>
  bool(true)
  ["exit_code"]=>
  int(3)
  ["term_signal"]=>
  int(0)
  ["output_len"]=>
  int(12)
  ["output_buffer_null"]=>
  bool(true)
  ["loop_ref_count"]=>
  int(0)
  ["loop_refs_at_fire"]=>
  int(0)
  ["active_events"]=>
  int(0)
  ["return_buffer"]=>
  string(12) "hello
world
"
  ["return_value"]=>
  NULL
  ["std_error"]=>
  string(4) "err
"
}
done
