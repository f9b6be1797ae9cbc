--TEST--
shutdown: a coroutine cancelled before it started, with the script ending before its turn, ends in the drain after main without running its body; its finally() callback runs and the exit status is 0
--EXTENSIONS--
true_async
--FILE--
<?php
require __DIR__ . "/child.inc";
[$out, $status] = ta_run_child(<<<'PHP'
use function Async\spawn;
$c = spawn(function () { echo "body runs\n"; });
$c->finally(function ($co) { echo "finally: cancelled=", var_export($co->isCancelled(), true), "\n"; });
$c->cancel();
echo "main ends: cancelled=", var_export($c->isCancelled(), true), "\n";
PHP);
echo $out, "\n";
var_dump($status);
?>
--EXPECT--
main ends: cancelled=false
finally: cancelled=true
int(0)
