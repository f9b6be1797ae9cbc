--TEST--
iterate: after a callback returns false, callbacks already running finish before iterate() returns
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{iterate, delay};
iterate([1, 2, 3, 4, 5, 6], function ($v) {
    echo "start $v\n";
    if ($v === 2) { delay(10); echo "stop at 2\n"; return false; }
    // 3's delay starts after 1's: 180 ms apart, 3 still ends first under valgrind.
    delay($v === 1 ? 200 : 20);
    echo "end $v\n";
}, 3);
echo "iterate returned\n";
?>
--EXPECT--
start 1
start 2
start 3
stop at 2
end 3
end 1
iterate returned
