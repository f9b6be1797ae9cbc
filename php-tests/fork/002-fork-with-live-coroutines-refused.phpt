--TEST--
fork: pcntl_fork() while other coroutines are alive throws Error (from main and from inside a coroutine) and forks nothing; once they ended it forks
--EXTENSIONS--
true_async
pcntl
--FILE--
<?php
use function Async\{spawn, await, delay, suspend};

$parent = getmypid();
$sleeper = spawn(fn() => delay(50));
try {
    $pid = pcntl_fork();
    if ($pid === 0) { exit(0); }
    echo "main: forked $pid\n";
} catch (Error $e) {
    echo "main: ", get_class($e), ": ", $e->getMessage(), "\n";
}

$inner = spawn(function () {
    try {
        $pid = pcntl_fork();
        if ($pid === 0) { exit(0); }
        return "forked";
    } catch (Error $e) {
        return get_class($e) . ": " . $e->getMessage();
    }
});
echo "coroutine: ", await($inner), "\n";
await($sleeper);

// Nothing was forked: no child to reap.
var_dump(pcntl_waitpid(-1, $status, WNOHANG));

// Both ended: now it forks, and the child's coroutines run.
$pid = pcntl_fork();
if ($pid === 0) {
    echo "child: ", await(spawn(function () { delay(5); return "ran"; })), "\n";
    exit(3);
}
pcntl_waitpid($pid, $status);
echo "parent: child exited ", pcntl_wexitstatus($status), "\n";
?>
--EXPECT--
main: Error: pcntl_fork(): cannot fork while other coroutines are alive (1); await or cancel them first, or fork before spawning
coroutine: Error: pcntl_fork(): cannot fork while other coroutines are alive (2); await or cancel them first, or fork before spawning
int(-1)
child: ran
parent: child exited 3
