--TEST--
output: an ob_start() callback applies to its own coroutine's output only, also when it flushes at the coroutine's end
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await_all, suspend};
$shout = spawn(function () {
    ob_start(fn($buf) => strtoupper($buf));
    echo "shouted ";
    suspend();
    echo "words\n";
});
$plain = spawn(function () {
    suspend();
    echo "plain words\n";
});
await_all([$shout, $plain]);
?>
--EXPECT--
SHOUTED WORDS
plain words
