--TEST--
future: a failed Future that goes away with nobody having awaited, caught or ignored its error is unhandled: reported as uncaught (naming where it was created) and the graceful shutdown starts; ignore(), catch(), await and a map() chain (reported once, at its end) are not
--EXTENSIONS--
true_async
--FILE--
<?php
require __DIR__ . "/../shutdown/child.inc";
[$out, $status] = ta_run_child(<<<'PHP'
use Async\{Future, FutureState};
use function Async\{spawn, delay, await};
function failed(string $m): Future { $s = new FutureState(); $f = new Future($s); $s->error(new LogicException($m)); return $f; }
failed("ignored")->ignore();
failed("caught")->catch(fn($e) => "handled")->await();
try { await(failed("awaited")); } catch (LogicException $e) { echo "awaited: ", $e->getMessage(), "\n"; }
$chain = failed("through map")->map(fn($v) => $v + 1);
delay(5);
echo "nothing reported so far\n";
spawn(function () { try { delay(100000); } finally { echo "other coroutine's finally\n"; } });
delay(1); // it started, and waits
unset($chain);
delay(5);
echo "not here\n";
PHP);
echo $out, "\nstatus $status\n";
?>
--EXPECTF--
awaited: awaited
nothing reported so far

Fatal error: Uncaught LogicException: through map in %s:4
Stack trace:
#0 %s(8): failed('through map')
#1 {main}
  thrown in a Future (created at %s:%d) in %s on line 4
other coroutine's finally
status 255
