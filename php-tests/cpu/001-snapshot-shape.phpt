--TEST--
cpu: CpuSnapshot::now() holds six readonly ints (wall clock > 0, process times, host idle/busy, cpu count >= 1); successive snapshots never go back
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\CpuSnapshot;
$rc = new ReflectionClass(CpuSnapshot::class);
var_dump($rc->isFinal());
foreach ($rc->getProperties() as $p) {
    echo $p->getName(), ": ", $p->getType(), $p->isReadOnly() ? " readonly" : "", "\n";
}
$a = CpuSnapshot::now();
for ($i = 0, $x = 0; $i < 200000; $i++) { $x += $i; }
$b = CpuSnapshot::now();
var_dump($a->wallNs > 0, $a->cpuCount >= 1, $a->cpuCount === $b->cpuCount);
var_dump($b->wallNs > $a->wallNs);
var_dump($b->processUserNs + $b->processSystemNs >= $a->processUserNs + $a->processSystemNs);
var_dump($b->systemBusyNs >= $a->systemBusyNs, $b->systemIdleNs >= $a->systemIdleNs);
var_dump($a->systemBusyNs + $a->systemIdleNs > 0);   // /proc/stat is readable here
?>
--EXPECT--
bool(true)
wallNs: int readonly
processUserNs: int readonly
processSystemNs: int readonly
systemIdleNs: int readonly
systemBusyNs: int readonly
cpuCount: int readonly
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
