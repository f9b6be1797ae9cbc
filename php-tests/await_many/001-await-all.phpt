--TEST--
await_many: await_all() collects results and errors by key; fillNull; completion order
--EXTENSIONS--
true_async
--FILE--
<?php
// Completion order comes from round-robin turns, not wall time, so it holds
// under valgrind too.
function turns(int $n) { for ($i = 0; $i < $n; $i++) Async\suspend(); }
use function Async\{spawn, await_all};
$mk = fn() => [
    'a' => spawn(function () { turns(30); return "A"; }),
    'b' => spawn(function () { turns(10); throw new RuntimeException("B failed"); }),
    'c' => spawn(function () { turns(20); return "C"; }),
];
[$r, $e] = await_all($mk());
echo json_encode($r), " ", json_encode(array_map(fn($x) => get_class($x) . ": " . $x->getMessage(), $e)), "\n";
[$r, $e] = await_all($mk(), fillNull: true);
echo json_encode($r), "\n";
[$r, $e] = await_all($mk(), null, false, true);
echo json_encode(array_keys($r)), "\n";
var_dump(await_all([]));
?>
--EXPECT--
{"a":"A","c":"C"} {"b":"RuntimeException: B failed"}
{"a":"A","b":null,"c":"C"}
["b","c","a"]
array(2) {
  [0]=>
  array(0) {
  }
  [1]=>
  array(0) {
  }
}
