--TEST--
pool: many coroutines sharing a small pool all complete, never holding more than max resources at once
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await_all, delay};
$created = 0;
$inUse = 0;
$peak = 0;
$pool = new Async\Pool(function () use (&$created) { $created++; return new stdClass; }, max: 3);
$cs = [];
for ($i = 0; $i < 10; $i++) {
    $cs[] = spawn(function () use ($pool, &$inUse, &$peak, $i) {
        $r = $pool->acquire();
        $inUse++;
        $peak = max($peak, $inUse);
        delay(5);
        $inUse--;
        $pool->release($r);
        return $i;
    });
}
[$results, $errors] = await_all($cs);
echo count($results), " done, ", count($errors), " errors\n";
var_dump($created, $peak, $pool->count(), $pool->idleCount(), $pool->activeCount());
?>
--EXPECT--
10 done, 0 errors
int(3)
int(3)
int(3)
int(3)
int(0)
