--TEST--
future: a failed Future whose error nobody awaited, caught or ignored warns when it goes ("Unhandled exception in Future", as TrueAsync) without ending the script; ignore(), catch(), await and a map() chain (reported once, at its end) do not
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Future, FutureState};
use function Async\{spawn, delay, await};
function failed(string $m): Future { $s = new FutureState(); $f = new Future($s); $s->error(new LogicException($m)); return $f; }
failed("ignored")->ignore();
failed("caught")->catch(fn($e) => "handled")->await();
try { await(failed("awaited")); } catch (LogicException $e) { echo "awaited: ", $e->getMessage(), "\n"; }
$chain = failed("through map")->map(fn($v) => $v + 1);
delay(5);
echo "nothing reported so far\n";
$other = spawn(function () { delay(20); return "other coroutine ran on"; });
unset($chain);
echo await($other), "\n";
?>
--EXPECTF--
awaited: awaited
nothing reported so far

Warning: Future was never used; call await(), map(), catch(), finally() or ignore() to suppress this warning. Created at %s016-unhandled-error.php:8 in %s016-unhandled-error.php on line 12

Warning: Unhandled exception in Future: through map; use catch() or ignore() to handle. Created at %s016-unhandled-error.php:8, completed at %s016-unhandled-error.php:8 in %s016-unhandled-error.php on line 12
other coroutine ran on
