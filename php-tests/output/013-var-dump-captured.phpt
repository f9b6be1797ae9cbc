--TEST--
output: print, printf and var_dump in interleaved coroutines are captured by each coroutine's own buffer
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, suspend, await_all};
$a = spawn(function () { ob_start(); print "a:print "; suspend(); var_dump(1); return ob_get_clean(); });
$b = spawn(function () { ob_start(); printf("b:%s ", "printf"); suspend(); var_dump("b"); return ob_get_clean(); });
[$r] = await_all([$a, $b]);
var_dump($r);
?>
--EXPECT--
array(2) {
  [0]=>
  string(15) "a:print int(1)
"
  [1]=>
  string(23) "b:printf string(1) "b"
"
}
