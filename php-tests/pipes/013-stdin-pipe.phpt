--TEST--
pipes: fgets(STDIN) from a pipe inside a script whose scheduler runs waits in the reactor: another coroutine keeps ticking
--EXTENSIONS--
true_async
--FILE--
<?php
require_once __DIR__ . "/../child_php.inc";
$child = <<<'PHP'
<?php
use function Async\{spawn, await, delay};
$ticks = 0;
$t = spawn(function () use (&$ticks) { for ($i = 0; $i < 5; $i++) { delay(20); $ticks++; } });
echo "ready\n";
$line = fgets(STDIN);
echo trim($line), " ticks=$ticks\n";
await($t);
PHP;
$file = tempnam(sys_get_temp_dir(), "ta-stdin") . ".php";
file_put_contents($file, $child);
$p = proc_open(array_merge(ta_php_args(), [$file]), [0 => ["pipe", "r"], 1 => ["pipe", "w"]], $pipes);
var_dump(fgets($pipes[1]));
// The child's five 20 ms ticks must fit in this pause; under run-tests -m
// the child runs under valgrind too, several times slower (as in 014).
$slow = str_contains((string) getenv('LD_PRELOAD'), 'vgpreload') ? 5 : 1;
usleep(300000 * $slow);
fwrite($pipes[0], "hello\n");
fclose($pipes[0]);
var_dump(stream_get_contents($pipes[1]));
fclose($pipes[1]);
var_dump(proc_close($p));
unlink($file);
?>
--EXPECT--
string(6) "ready
"
string(14) "hello ticks=5
"
int(0)
