--TEST--
task_group: all() resolves with results in spawn order, not in completion order
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{await, delay};
$g = new Async\TaskGroup();
$done = [];
// Each delay starts after the ones before it: 150 ms between their ends
// keeps the completion order under valgrind.
foreach (['slow' => 300, 'fast' => 5, 'mid' => 150] as $name => $ms) {
    $g->spawn(function () use ($name, $ms, &$done) {
        delay($ms);
        $done[] = $name;
        return $name;
    });
}
$r = await($g->all());
echo json_encode($r), "\n";
echo implode(",", $done), "\n";
var_dump($g->isFinished());
?>
--EXPECT--
["slow","fast","mid"]
fast,mid,slow
bool(true)
