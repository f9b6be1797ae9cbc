--TEST--
output: ob_get_status() and ob_list_handlers() inside a coroutine list its own handlers only
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};
function mainHandler($s) { return $s; }
function coHandler($s) { return $s; }
ob_start("mainHandler");
$r = await(spawn(function () {
    $before = ob_list_handlers();
    ob_start("coHandler");
    suspend();
    $during = ob_list_handlers();
    $status = ob_get_status();
    ob_end_clean();
    return [$before, $during, $status["name"], $status["level"]];
}));
$mine = ob_list_handlers();
ob_end_clean();
var_dump($r, $mine);
?>
--EXPECT--
array(4) {
  [0]=>
  array(0) {
  }
  [1]=>
  array(1) {
    [0]=>
    string(9) "coHandler"
  }
  [2]=>
  string(9) "coHandler"
  [3]=>
  int(0)
}
array(1) {
  [0]=>
  string(11) "mainHandler"
}
