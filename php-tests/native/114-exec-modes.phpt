--TEST--
native: the exec modes fill what php_exec() would: EXEC the last line (trailing whitespace cut) in return_value, EXEC_ARRAY every line in return_buffer and the last in return_value, SYSTEM prints and keeps the last line, PASSTHRU prints the raw bytes, SHELL_EXEC the whole output; with std_error NULL stderr is read and dropped (not printed); a command killed by a signal reports it
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\await;

$cmd = "printf 'one  \\ntwo\\n\\nlast \\n'; echo oops >&2";
foreach (['EXEC' => 0, 'SYSTEM' => 1, 'EXEC_ARRAY' => 2, 'PASSTHRU' => 3, 'SHELL_EXEC' => 4] as $name => $mode) {
    $id = native_exec_new($mode, $cmd, null, null, $mode !== 1);
    echo "[$name]\n";
    $r = await(native_exec_c_wait($id));
    $s = native_exec_event($id, 'state');
    echo "\n";
    var_dump($r['exit_code'], $s['return_value'], $s['return_buffer'], $s['std_error']);
    native_exec_event($id, 'release');
}
$id = native_exec_new(4, 'echo before; kill -9 $$');
await(native_exec_c_wait($id));
$s = native_exec_event($id, 'state');
var_dump($s['term_signal'], $s['return_buffer']);
native_exec_event($id, 'release');
?>
--EXPECT--
[EXEC]

int(0)
string(4) "last"
NULL
string(5) "oops
"
[SYSTEM]
one  
two

last 

int(0)
string(4) "last"
NULL
NULL
[EXEC_ARRAY]

int(0)
string(4) "last"
array(4) {
  [0]=>
  string(3) "one"
  [1]=>
  string(3) "two"
  [2]=>
  string(0) ""
  [3]=>
  string(4) "last"
}
string(5) "oops
"
[PASSTHRU]
one  
two

last 

int(0)
NULL
NULL
string(5) "oops
"
[SHELL_EXEC]

int(0)
NULL
string(17) "one  
two

last 
"
string(5) "oops
"
int(9)
string(7) "before
"
