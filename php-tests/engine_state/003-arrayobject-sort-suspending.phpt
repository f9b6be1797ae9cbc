--TEST--
engine_state: ArrayObject::uasort and ::uksort in three coroutines whose comparators suspend sort each object with its own comparator
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};
$data = [];
for ($i = 0; $i < 30; $i++) $data["key" . (($i * 37) % 101)] = ($i * 53) % 97;
$cmps = [fn($a, $b) => $a <=> $b, fn($a, $b) => $b <=> $a, fn($a, $b) => [$a % 5, $a] <=> [$b % 5, $b]];
$kcmps = [fn($a, $b) => strcmp($a, $b), fn($a, $b) => strcmp($b, $a), fn($a, $b) => strcmp(strrev($a), strrev($b))];
function run(string $m, array $data, callable $cmp, bool $suspend): array {
    $o = new ArrayObject($data);
    $o->$m($suspend ? function ($a, $b) use ($cmp) { suspend(); return $cmp($a, $b); } : $cmp);
    return $o->getArrayCopy();
}
$cos = [];
foreach ([0, 1, 2] as $i) {
    $cos["uasort/$i"] = spawn(fn() => run('uasort', $data, $cmps[$i], true));
    $cos["uksort/$i"] = spawn(fn() => run('uksort', $data, $kcmps[$i], true));
}
foreach ($cos as $name => $co) {
    [$m, $i] = explode('/', $name);
    $want = run($m, $data, $m === 'uasort' ? $cmps[$i] : $kcmps[$i], false);
    echo $name, ": ", await($co) === $want ? "same" : "DIFFERENT", "\n";
}
?>
--EXPECT--
uasort/0: same
uksort/0: same
uasort/1: same
uksort/1: same
uasort/2: same
uksort/2: same
