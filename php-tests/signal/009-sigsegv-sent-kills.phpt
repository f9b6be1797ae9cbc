--TEST--
signal: a SIGSEGV sent with kill() is not taken for a stack overflow: the process dies of it as stock PHP does (from main and from a coroutine)
--EXTENSIONS--
true_async
--FILE--
<?php
require __DIR__ . "/child.inc";
[$out, $end] = ta_signal_child('<?php
posix_kill(posix_getpid(), SIGSEGV);
echo "survived\n";
');
var_dump($out, $end);
[$out, $end] = ta_signal_child('<?php
use function Async\{spawn, await};
await(spawn(function () {
    echo "in a coroutine\n";
    posix_kill(posix_getpid(), SIGSEGV);
    echo "survived\n";
}));
');
var_dump($out, $end);
?>
--EXPECT--
string(0) ""
string(9) "signal 11"
string(15) "in a coroutine
"
string(9) "signal 11"
