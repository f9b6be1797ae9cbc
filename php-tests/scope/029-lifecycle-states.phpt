--TEST--
scope: a fresh scope is finished and not closed; it is unfinished while a coroutine is queued or running, finished again (not closed, not cancelled) once it ends, and still accepts spawns
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{await, suspend, delay};
function state(Scope $s, string $when) {
    echo str_pad($when, 10), " finished=", var_export($s->isFinished(), true),
        " closed=", var_export($s->isClosed(), true),
        " cancelled=", var_export($s->isCancelled(), true), "\n";
}
$s = new Scope();
state($s, "fresh");
$c = $s->spawn(function () { delay(10); });
state($s, "queued");
suspend();
state($s, "running");
await($c);
state($s, "ended");
var_dump(await($s->spawn(fn() => "spawn still works")));
state($s, "again");
?>
--EXPECT--
fresh      finished=true closed=false cancelled=false
queued     finished=false closed=false cancelled=false
running    finished=false closed=false cancelled=false
ended      finished=true closed=false cancelled=false
string(17) "spawn still works"
again      finished=true closed=false cancelled=false
