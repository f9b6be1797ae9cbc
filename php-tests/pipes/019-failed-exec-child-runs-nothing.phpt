--TEST--
pipes: a proc_open() child whose exec fails ends at once, even when its warning hits a pipe proc_close() already closed or a user error handler suspends: it runs no shutdown, no coroutine, kills no other child, and an exec() running meanwhile gets its own result
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await};

function parent_of(int $pid): int
{
    $stat = @file_get_contents("/proc/$pid/stat");
    return $stat === false ? 0 : (int)explode(' ', substr($stat, strrpos($stat, ')') + 2))[1];
}

// Processes whose command line names this script, other than this one and
// its ancestors (the harness's shell).
function copies_of_me(): array
{
    $mine = [];
    for ($p = getmypid(); $p > 1; $p = parent_of($p)) {
        $mine[] = $p;
    }
    $found = [];
    foreach (glob('/proc/[0-9]*/cmdline') as $f) {
        $pid = (int)basename(dirname($f));
        $cmd = @file_get_contents($f);
        if (!in_array($pid, $mine) && $cmd !== false && str_contains($cmd, __FILE__)) {
            $found[] = $pid;
        }
    }
    return $found;
}

$results = [];
for ($i = 0; $i < 15; $i++) {
    $a = spawn(function () {
        $last = exec('sleep 0.2; echo ok', $out, $code);
        return "$code:$last";
    });
    $b = spawn(function () {
        $p = proc_open(['/no/such/cmd'], [0 => ['pipe', 'r'], 1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
        return $p === false ? "false" : proc_close($p);
    });
    $results[] = await($a) . " " . await($b);
}
echo implode(",", array_unique($results)), "\n";
var_dump(copies_of_me());

// A user error handler that suspends, called in the child by its warning:
// the child must not go on to run the parent's scheduler and loop.
$parent = getmypid();
$log = tempnam(sys_get_temp_dir(), 'ta-017-');
set_error_handler(function ($no, $msg) use ($parent, $log) {
    if (getmypid() !== $parent) {
        Async\delay(1);
        file_put_contents($log, "a child resumed\n", FILE_APPEND);
    }
    return true;
});
$results = [];
for ($i = 0; $i < 5; $i++) {
    $a = spawn(function () {
        $last = exec('sleep 0.2; echo ok', $out, $code);
        return "$code:$last";
    });
    $b = spawn(function () {
        $p = proc_open(['/no/such/cmd'], [1 => ['pipe', 'w']], $pipes);
        return $p === false ? "false" : stream_get_contents($pipes[1]) . proc_close($p);
    });
    $results[] = await($a) . " " . await($b);
}
echo implode(",", array_unique($results)), "\n";
var_dump(copies_of_me(), file_get_contents($log));
unlink($log);
?>
--EXPECT--
0:ok 127
array(0) {
}
0:ok 127
array(0) {
}
string(0) ""
