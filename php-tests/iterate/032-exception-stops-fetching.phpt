--TEST--
iterate: after a callback throws no further element is processed
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{iterate, delay};
foreach ([1, 0] as $c) {
    try {
        iterate([1, 2, 3, 4, 5], function ($v) {
            echo "callback $v\n";
            if ($v === 3) throw new RuntimeException("stop at $v");
        }, $c);
    } catch (RuntimeException $e) {
        echo "caught (c=$c): ", $e->getMessage(), "\n";
    }
}
delay(5);
echo "end\n";
?>
--EXPECT--
callback 1
callback 2
callback 3
caught (c=1): stop at 3
callback 1
callback 2
callback 3
caught (c=0): stop at 3
end
