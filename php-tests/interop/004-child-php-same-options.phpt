--TEST--
interop: a child PHP started through child_php.inc loads the extension as its parent did, with the run's and the test's INI settings
--EXTENSIONS--
true_async
--INI--
async.pool_max=17
--FILE--
<?php
require_once __DIR__ . "/../child_php.inc";
$probe = 'echo json_encode([extension_loaded("true_async"), ini_get("async.pool_max"), ini_get("opcache.jit"), php_ini_loaded_file()]);';
$child = json_decode(shell_exec(ta_php_command() . " -r " . escapeshellarg($probe)), true);
var_dump($child[0], $child[1]);
echo $child[2] === ini_get("opcache.jit") ? "same JIT setting\n" : "JIT differs: " . var_export($child[2], true) . "\n";
echo $child[3] === php_ini_loaded_file() ? "same php.ini\n" : "php.ini differs\n";
// The same through proc_open's argument list.
$p = proc_open(array_merge(ta_php_args(), ["-r", 'echo Async\await(Async\spawn(fn() => "child coroutine ran")), "\n";']), [1 => ["pipe", "w"]], $pipes);
echo stream_get_contents($pipes[1]);
var_dump(proc_close($p));
?>
--EXPECT--
bool(true)
string(2) "17"
same JIT setting
same php.ini
child coroutine ran
int(0)
