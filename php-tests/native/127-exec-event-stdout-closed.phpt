--TEST--
native: an exec event printing from the reactor's report to a stdout that was closed (a reader that went away) ends the request as PHP's own write failure does (exit status 255, the rest of the script not run), not with a longjmp across the reactor's frames (the process aborted)
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
require __DIR__ . '/../child_php.inc';

$script = tempnam(sys_get_temp_dir(), 'ta127');
file_put_contents($script, <<<'PHP'
<?php
$id = native_exec_new(1, 'for i in 1 2 3 4 5 6 7 8; do echo line$i; sleep 0.1; done');
Async\await(native_exec_c_wait($id));
native_exec_event($id, 'release');
fwrite(STDERR, "end reached\n");
PHP);
$p = proc_open(ta_php_command() . ' ' . escapeshellarg($script), [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
echo "first: ", fgets($pipes[1]);
fclose($pipes[1]);
$err = stream_get_contents($pipes[2]);
fclose($pipes[2]);
$status = proc_close($p);
unlink($script);
echo "exit status: $status\n";
echo "stderr: ", var_export($err, true), "\n";
?>
--EXPECT--
first: line1
exit status: 255
stderr: ''
