--TEST--
iterate: callable as the very first async call at top level, it starts the scheduler and returns when done
--EXTENSIONS--
true_async
--FILE--
<?php
echo "start\n";
Async\iterate(['a' => 1, 'b' => 2, 'c' => 3], function ($v, $k) {
    echo "$k=$v\n";
});
echo "done\n";
?>
--EXPECT--
start
a=1
b=2
c=3
done
