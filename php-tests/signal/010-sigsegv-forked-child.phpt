--TEST--
signal: a child forked with pcntl_fork() that gets SIGSEGV before its exec dies of it (the parent sees signal 11)
--EXTENSIONS--
true_async
pcntl
--FILE--
<?php
require __DIR__ . "/child.inc";
[$out, $end] = ta_signal_child('<?php
use function Async\{spawn, await};
await(spawn(fn() => 1));
$pid = pcntl_fork();
if ($pid === 0) {
    posix_kill(posix_getpid(), SIGSEGV);
    echo "child survived\n";
    exit(0);
}
pcntl_waitpid($pid, $status);
echo pcntl_wifsignaled($status) ? "child killed by signal " . pcntl_wtermsig($status) : "child exited with " . pcntl_wexitstatus($status), "\n";
');
echo $out;
var_dump($end);
?>
--EXPECT--
child killed by signal 11
string(6) "exit 0"
