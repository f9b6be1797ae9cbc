--TEST--
iterate: a callback returning false stops fetching, no later element is processed
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\iterate;
foreach ([1, 0] as $c) {
    iterate([1, 2, 3, 4, 5, 6], function ($v) {
        echo "callback $v\n";
        if ($v === 3) return false;
    }, $c);
    echo "returned (c=$c)\n";
}
?>
--EXPECT--
callback 1
callback 2
callback 3
returned (c=1)
callback 1
callback 2
callback 3
returned (c=0)
