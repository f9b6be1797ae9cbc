--TEST--
hooks: cancelling shell_exec()/exec()/system() kills everything the shell started (its process group), not only /bin/sh; a storm of cancellations leaves no process behind
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};

// Running processes whose command line ends with "sleep $arg" (under
// valgrind the tool's own arguments come first).
function sleeping(string $arg): int
{
    $n = 0;
    foreach (glob('/proc/[0-9]*/cmdline') as $f) {
        $argv = explode("\0", rtrim((string)@file_get_contents($f), "\0"));
        $c = count($argv);
        if ($c >= 2 && $argv[$c - 1] === $arg && basename($argv[$c - 2]) === 'sleep') {
            $n++;
        }
    }
    return $n;
}

// Waits (up to 5 s) until none is left; how many are.
function settled(string $arg): int
{
    for ($i = 0; $i < 100 && sleeping($arg) > 0; $i++) {
        delay(50);
    }
    return sleeping($arg);
}

function cancel_quietly($c): void
{
    $c->cancel();
    try { await($c); } catch (Async\AsyncCancellation $e) {}
}

foreach (['shell_exec', 'exec', 'system'] as $n => $fn) {
    $marker = "9." . getmypid() . $n . mt_rand(1000, 9999);
    $c = spawn(fn() => $fn("sleep $marker & sleep $marker; echo never"));
    for ($i = 0; $i < 100 && sleeping($marker) < 2; $i++) {
        delay(20);
    }
    $before = sleeping($marker);
    cancel_quietly($c);
    echo "$fn: $before running, ", settled($marker), " left\n";
}

// A storm: cancelled at all stages (before the shell ran, while it starts
// its children, once they run).
$storm = getenv('USE_ZEND_ALLOC') === '0' ? 30 : 200;
$marker2 = "9." . getmypid() . "9" . mt_rand(1000, 9999);
$cs = [];
for ($i = 0; $i < $storm; $i++) {
    $cs[] = spawn(fn() => shell_exec("sleep $marker2 & sleep $marker2 & sleep $marker2"));
}
$cancellers = [];
foreach ($cs as $i => $c) {
    $cancellers[] = spawn(function () use ($c, $i) {
        delay($i % 7 === 0 ? 0 : mt_rand(1, 60));
        cancel_quietly($c);
    });
}
foreach ($cancellers as $k) {
    await($k);
}
echo "storm: ", settled($marker2), " left\n";
?>
--EXPECT--
shell_exec: 2 running, 0 left
exec: 2 running, 0 left
system: 2 running, 0 left
storm: 0 left
