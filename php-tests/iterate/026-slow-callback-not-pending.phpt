--TEST--
iterate: a slow callback is never treated as a pending coroutine, it completes even with cancelPending true
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{iterate, delay};
// The 1 and 10 ms delays start after the 200 ms one and end well before it,
// under valgrind too.
iterate([200, 1, 10], function ($ms) {
    try {
        delay($ms);
        echo "callback $ms done\n";
    } catch (Async\AsyncCancellation $e) {
        echo "callback $ms cancelled: ", $e->getMessage(), "\n";
    }
}, 0, true);
echo "after iterate\n";
iterate([30, 5], function ($ms) {
    delay($ms);
    echo "callback $ms done\n";
}, 1, true);
echo "after second iterate\n";
?>
--EXPECT--
callback 1 done
callback 10 done
callback 200 done
after iterate
callback 30 done
callback 5 done
after second iterate
