--TEST--
iterate: an array is iterated over a private copy, changing the original from a callback has no effect
--EXTENSIONS--
true_async
--FILE--
<?php
$arr = [1, 2, 3];
$ref = &$arr;
Async\iterate($arr, function ($v, $k) use (&$arr) {
    $arr[] = $v * 10;
    unset($arr[2]);
    $arr[1] = 'changed';
    echo "$k: ", var_export($v, true), "\n";
    Async\suspend();
}, 1);
echo json_encode($arr), "\n";
$data = ['a' => 1, 'b' => 2];
Async\iterate($data, function ($v, $k) use (&$data) {
    $data = [];
    echo "$k: $v\n";
});
var_dump($data);
?>
--EXPECT--
0: 1
1: 2
2: 3
{"0":1,"1":"changed","3":10,"4":20,"5":30}
a: 1
b: 2
array(0) {
}
