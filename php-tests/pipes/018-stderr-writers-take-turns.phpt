--TEST--
pipes: coroutines logging to STDERR while it is a slow pipe take turns in arrival order; each line arrives whole, none is lost
--EXTENSIONS--
true_async
--FILE--
<?php
require_once __DIR__ . "/../child_php.inc";
$child = <<<'PHP'
use function Async\{spawn, await_all};
$size = 96 << 10;
$cs = [];
for ($i = 0; $i < 4; $i++) {
    $cs[] = spawn(fn() => fwrite(STDERR, "log $i " . str_repeat(chr(ord('a') + $i), $size) . "\n"));
}
[$written, $errors] = await_all($cs);
echo "child: written ", implode(" ", $written), ", errors ", count($errors), "\n";
foreach ($errors as $e) echo get_class($e), ": ", $e->getMessage(), "\n";
PHP;
$p = proc_open(array_merge(ta_php_args(), ['-r', $child]),
    [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
// Nobody reads the child's stderr for 200 ms: its pipe fills at once.
usleep(200000);
$err = stream_get_contents($pipes[2]);
echo stream_get_contents($pipes[1]);
proc_close($p);
foreach (explode("\n", rtrim($err, "\n")) as $l) {
    [, $n, $body] = explode(" ", $l, 3) + [null, null, ''];
    echo "line $n: ", strlen($body) === 96 << 10 && strspn($body, chr(ord('a') + (int) $n)) === 96 << 10 ? "whole" : "broken", "\n";
}
?>
--EXPECT--
child: written 98311 98311 98311 98311, errors 0
line 0: whole
line 1: whole
line 2: whole
line 3: whole
