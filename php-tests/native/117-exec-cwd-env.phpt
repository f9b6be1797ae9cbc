--TEST--
native: the exec events honour cwd (the command's $PWD and pwd) and env (a NULL-terminated "NAME=value" array that replaces the environment); without them the command gets PHP's working directory and environment
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{await, spawn};

$dir = sys_get_temp_dir() . '/ta-exec-cwd-' . getmypid();
@mkdir($dir);
$r = await(spawn(fn() => native_exec_run(4, 'pwd; echo "PWD=$PWD FOO=$FOO BAR=${BAR-unset} HOME=${HOME-unset}"', 0,
    $dir, ['FOO=one two', 'BAR=', 'PATH=/usr/bin:/bin'])));
var_dump($r['code'], $r['return_buffer'] === "$dir\nPWD=$dir FOO=one two BAR= HOME=unset\n");

putenv('TA_EXEC_INHERITED=yes');
chdir($dir);
$id = native_exec_new(4, 'echo "$TA_EXEC_INHERITED"; pwd');
await(native_exec_c_wait($id));
var_dump(native_exec_event($id, 'state')['return_buffer'] === "yes\n$dir\n");
native_exec_event($id, 'release');
chdir('/');
rmdir($dir);
?>
--EXPECT--
int(0)
bool(true)
bool(true)
