--TEST--
await_many: await_any_of() and await_any_of_or_fail() stop after count successes
--EXTENSIONS--
true_async
--FILE--
<?php
// Completion order comes from round-robin turns, not wall time, so it holds
// under valgrind too.
function turns(int $n) { for ($i = 0; $i < $n; $i++) Async\suspend(); }
use function Async\{spawn, await_any_of, await_any_of_or_fail};
$mk = fn() => [
    'a' => spawn(function () { turns(40); return "A"; }),
    'b' => spawn(function () { turns(10); throw new RuntimeException("B"); }),
    'c' => spawn(function () { turns(20); return "C"; }),
    'd' => spawn(function () { turns(25); return "D"; }),
];
[$r, $e] = await_any_of(2, $mk());
echo json_encode($r), " errors: ", implode(',', array_keys($e)), "\n";
echo json_encode(await_any_of_or_fail(2, [spawn(fn() => 1), spawn(fn() => 2), spawn(function () { turns(50); return 3; })])), "\n";
try { await_any_of_or_fail(2, $mk()); } catch (RuntimeException $x) { echo "or_fail: ", $x->getMessage(), "\n"; }
?>
--EXPECT--
{"c":"C","d":"D"} errors: b
[1,2]
or_fail: B
