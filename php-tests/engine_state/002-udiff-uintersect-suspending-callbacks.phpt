--TEST--
engine_state: array_udiff, array_uintersect and their _assoc/_uassoc/_ukey variants (one or two callbacks) in coroutines whose callbacks wait on a timer give the results they give without coroutines
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
$a = ["a" => 1, "b" => 12, "c" => 23, "D" => 34, "e" => 45, "f" => 56, "g" => 67];
$b = ["A" => 1, "b" => 22, "c" => 33, "d" => 34, "x" => 45, "f" => 66, "h" => 77];
// Callbacks that disagree with each other: by value, by last digit, keys
// without case, keys as they are.
$byValue = fn($x, $y) => $x <=> $y;
$byDigit = fn($x, $y) => $x % 10 <=> $y % 10;
$keyCase = fn($x, $y) => strcasecmp($x, $y);
$keyExact = fn($x, $y) => strcmp($x, $y);
$calls = [
    'array_udiff value'              => fn($w) => array_udiff($a, $b, $w($byValue)),
    'array_udiff digit'              => fn($w) => array_udiff($a, $b, $w($byDigit)),
    'array_uintersect value'         => fn($w) => array_uintersect($a, $b, $w($byValue)),
    'array_uintersect digit'         => fn($w) => array_uintersect($a, $b, $w($byDigit)),
    'array_udiff_assoc'              => fn($w) => array_udiff_assoc($a, $b, $w($byDigit)),
    'array_uintersect_assoc'         => fn($w) => array_uintersect_assoc($a, $b, $w($byDigit)),
    'array_diff_ukey'                => fn($w) => array_diff_ukey($a, $b, $w($keyCase)),
    'array_intersect_ukey'           => fn($w) => array_intersect_ukey($a, $b, $w($keyCase)),
    'array_diff_uassoc'              => fn($w) => array_diff_uassoc($a, $b, $w($keyCase)),
    'array_intersect_uassoc'         => fn($w) => array_intersect_uassoc($a, $b, $w($keyCase)),
    'array_udiff_uassoc'             => fn($w) => array_udiff_uassoc($a, $b, $w($byDigit), $w($keyCase)),
    'array_uintersect_uassoc'        => fn($w) => array_uintersect_uassoc($a, $b, $w($byDigit), $w($keyExact)),
    'array_uintersect_uassoc case'   => fn($w) => array_uintersect_uassoc($a, $b, $w($byValue), $w($keyCase)),
];
$plain = fn($f) => $f;
$waiting = fn($f) => function ($x, $y) use ($f) { delay(1); return $f($x, $y); };
$cos = [];
foreach ($calls as $name => $call) $cos[$name] = spawn($call, $waiting);
foreach ($cos as $name => $co) {
    $got = await($co);
    $want = $calls[$name]($plain);
    echo $name, ": ", $got === $want ? "same" : "DIFFERENT " . json_encode($got) . " " . json_encode($want), "\n";
}
?>
--EXPECT--
array_udiff value: same
array_udiff digit: same
array_uintersect value: same
array_uintersect digit: same
array_udiff_assoc: same
array_uintersect_assoc: same
array_diff_ukey: same
array_intersect_ukey: same
array_diff_uassoc: same
array_intersect_uassoc: same
array_udiff_uassoc: same
array_uintersect_uassoc: same
array_uintersect_uassoc case: same
