--TEST--
task_group: all() resolves with results in spawn order, not in completion order
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{await, delay};
$g = new Async\TaskGroup();
$done = [];
foreach (['slow' => 30, 'fast' => 5, 'mid' => 15] as $name => $ms) {
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
