--TEST--
iterate: only a return value of exactly false stops; other falsy values (0, null, '', '0', []) do not
--EXTENSIONS--
true_async
--FILE--
<?php
Async\iterate([0, null, '', '0', [], 0.0, false, 'never'], function ($v, $k) {
    echo "$k,";
    return $v;
}, 1);
echo "\n";
Async\iterate(['a', 'b'], function ($v) { echo $v; return; }, 1);
echo "\n";
?>
--EXPECT--
0,1,2,3,4,5,6,
ab
