--TEST--
hooks: eight shell_exec("sleep ...") in eight coroutines run at the same time, each with its own output
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await_all};
// Each child prints when its sleep starts and ends; run concurrently, every
// sleep starts before any ends (serially they could not overlap at all).
$cs = [];
for ($i = 0; $i < 8; $i++) {
    $cs[$i] = spawn(fn() => shell_exec("date +%s.%N; sleep 1.5; date +%s.%N; echo child $i"));
}
[$r] = await_all($cs);
$starts = $ends = [];
foreach ($r as $i => $out) {
    [$s, $e, $name] = explode("\n", trim($out));
    if ($name !== "child $i") echo "wrong output for $i: $out\n";
    $starts[] = (float)$s; $ends[] = (float)$e;
}
var_dump(count($r), max($starts) < min($ends));
?>
--EXPECT--
int(8)
bool(true)
