--TEST--
iterate: the callback receives exactly ($value, $key), keys as the iterable gives them
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\iterate;
$show = function (...$args) {
    echo count($args), ": ", var_export($args[0], true), " => ", get_debug_type($args[1]), is_scalar($args[1]) ? " " . var_export($args[1], true) : '', "\n";
};
iterate(['x' => 'a', 5 => 'b', 'c'], $show);
function g() {
    yield 'k1' => 10;
    yield 2.5 => 20;
    yield [1, 2] => 30;
    yield new ArrayObject() => 40;
    yield 50;              // auto key 0 (no integer key used so far)
}
iterate(g(), $show);
// a one-parameter callback is fine (the key is just ignored)
iterate([7, 8], function ($v) { echo "only value $v\n"; });
?>
--EXPECT--
2: 'a' => string 'x'
2: 'b' => int 5
2: 'c' => int 6
2: 10 => string 'k1'
2: 20 => float 2.5
2: 30 => array
2: 40 => ArrayObject
2: 50 => int 0
only value 7
only value 8
