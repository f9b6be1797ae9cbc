--TEST--
await_many: generators as triggers; a timeout as token ends the wait with OperationCanceledException
--EXTENSIONS--
true_async
--FILE--
<?php
// Completion order comes from round-robin turns, not wall time, so it holds
// under valgrind too.
function turns(int $n) { for ($i = 0; $i < $n; $i++) Async\suspend(); }
use function Async\{spawn, await_all, await_all_or_fail, timeout};
function jobs() { foreach (['k1' => 10, 'k2' => 5] as $k => $ms) yield $k => spawn(function () use ($k, $ms) { turns($ms); return $k; }); }
echo json_encode(await_all(jobs())[0]), "\n";
echo json_encode(await_all(new ArrayIterator(['z' => spawn(fn() => "it")]))[0]), "\n";
try { await_all_or_fail([spawn(function () { Async\delay(300); })], timeout(10)); }
catch (Async\OperationCanceledException $e) { echo "cancelled by ", get_class($e->getPrevious()), "\n"; }
?>
--EXPECT--
{"k1":"k1","k2":"k2"}
{"z":"it"}
cancelled by Async\TimeoutException
