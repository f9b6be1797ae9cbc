--TEST--
faults: destructors of objects freed inside a coroutine run in that coroutine
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend, current_coroutine};
class Res { function __construct(public string $n) {} function __destruct() { echo "destruct {$this->n} in coroutine ", current_coroutine()->getId() === $GLOBALS['id'] ? "c" : "?", "\n"; } }
$c = spawn(function () { $GLOBALS['id'] = current_coroutine()->getId(); $r = new Res("r1"); suspend(); unset($r); echo "after unset\n"; });
await($c);
?>
--EXPECT--
destruct r1 in coroutine c
after unset
