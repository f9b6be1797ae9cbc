--TEST--
faults: suspending in a destructor called by the garbage collector is a clear error
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};
class Cyclic {
    public $self;
    function __destruct() {
        try { suspend(); echo "suspended?!\n"; }
        catch (Async\AsyncException $e) { echo "refused: ", get_class($e), "\n"; }
    }
}
$c = spawn(function () {
    $o = new Cyclic; $o->self = $o; unset($o);
    $n = gc_collect_cycles();
    suspend();
    return $n;
});
var_dump(await($c) >= 1);
?>
--EXPECT--
refused: Async\AsyncException
bool(true)
