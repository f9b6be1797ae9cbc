--TEST--
task_group: all() on an empty group (open or closed) resolves immediately with []
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\await;
$g = new Async\TaskGroup();
$f = $g->all();
var_dump($f->isCompleted());
var_dump(await($f));
$g->close();
var_dump(await($g->all()));
?>
--EXPECT--
bool(true)
array(0) {
}
array(0) {
}
