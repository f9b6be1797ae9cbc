--TEST--
cpu: CpuSnapshot is not constructible, cloneable or serializable, rejects writes and dynamic properties, and now() takes no arguments
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\CpuSnapshot;
$s = CpuSnapshot::now();
$tries = [
    fn() => $s->wallNs = 1,
    fn() => $s->extra = 1,
    fn() => new CpuSnapshot(),
    fn() => clone $s,
    fn() => serialize($s),
    fn() => CpuSnapshot::now(1),
];
foreach ($tries as $t) {
    try { $t(); echo "no error\n"; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
?>
--EXPECT--
Error: Cannot modify readonly property Async\CpuSnapshot::$wallNs
Error: Cannot create dynamic property Async\CpuSnapshot::$extra
Error: Call to private Async\CpuSnapshot::__construct() from global scope
Error: Trying to clone an uncloneable object of class Async\CpuSnapshot
Exception: Serialization of 'Async\CpuSnapshot' is not allowed
ArgumentCountError: Async\CpuSnapshot::now() expects exactly 0 arguments, 1 given
