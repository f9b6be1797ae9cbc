--TEST--
iterate: a Traversable is consumed lazily as elements, duplicate keys and all, not converted to an array
--EXTENSIONS--
true_async
--FILE--
<?php
function dup() {
    echo "generator started\n";
    yield 'a' => 1;
    yield 'a' => 2;
    yield 'a' => 3;
}
$g = dup();
echo "before iterate\n";
Async\iterate($g, function ($v, $k) { echo "$k => $v\n"; });
var_dump($g->valid());
?>
--EXPECT--
before iterate
generator started
a => 1
a => 2
a => 3
bool(false)
