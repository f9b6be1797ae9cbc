--TEST--
faults: warnings and notices inside a coroutine are reported with its file and line
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};
await(spawn(function () {
    suspend();
    $a = [];
    echo $a['missing'] ?? "default", "\n";
    echo $a['missing'];
    echo "continues\n";
}));
?>
--EXPECTF--
default

Warning: Undefined array key "missing" in %s on line 7
continues
