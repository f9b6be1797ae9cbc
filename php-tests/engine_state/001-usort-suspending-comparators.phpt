--TEST--
engine_state: usort, uasort and uksort in four coroutines whose comparators suspend each sort with their own comparator (as without coroutines)
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};
mt_srand(7);
$data = [];
for ($i = 0; $i < 40; $i++) $data["k" . mt_rand(100, 999) . "_$i"] = mt_rand(1, 1000);
// Four orders that differ, so a coroutine sorting with another one's
// comparator gives a different result.
$cmps = [
    fn($a, $b) => $a <=> $b,
    fn($a, $b) => $b <=> $a,
    fn($a, $b) => [$a % 7, $a] <=> [$b % 7, $b],
    fn($a, $b) => [strlen((string) $a), $b] <=> [strlen((string) $b), $a],
];
$kcmp = [
    fn($a, $b) => strcmp($a, $b),
    fn($a, $b) => strcmp($b, $a),
    fn($a, $b) => strcmp(substr($a, -2), substr($b, -2)) ?: strcmp($a, $b),
    fn($a, $b) => strcmp(strrev($a), strrev($b)),
];
function sorted(string $fn, array $data, callable $cmp, bool $suspend): array {
    $c = $suspend ? function ($a, $b) use ($cmp) { suspend(); return $cmp($a, $b); } : $cmp;
    $fn($data, $c);
    return $data;
}
$expected = [];
foreach (['usort' => $cmps, 'uasort' => $cmps, 'uksort' => $kcmp] as $fn => $list) {
    foreach ($list as $i => $cmp) $expected["$fn/$i"] = sorted($fn, $data, $cmp, false);
}
$cos = [];
foreach (['usort' => $cmps, 'uasort' => $cmps, 'uksort' => $kcmp] as $fn => $list) {
    foreach ($list as $i => $cmp) {
        $cos["$fn/$i"] = spawn(fn() => sorted($fn, $data, $cmp, true));
    }
}
foreach ($cos as $name => $co) {
    echo $name, ": ", await($co) === $expected[$name] ? "same" : "DIFFERENT", "\n";
}
// Outside every comparator nothing is left behind.
$plain = $data;
usort($plain, fn($a, $b) => $a <=> $b);
echo "after: ", $plain === $expected["usort/0"] ? "same" : "DIFFERENT", "\n";
?>
--EXPECT--
usort/0: same
usort/1: same
usort/2: same
usort/3: same
uasort/0: same
uasort/1: same
uasort/2: same
uasort/3: same
uksort/0: same
uksort/1: same
uksort/2: same
uksort/3: same
after: same
