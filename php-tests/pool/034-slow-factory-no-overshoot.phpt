--TEST--
pool: capacity is reserved before the factory runs, so a slow (suspending) factory never overshoots max
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
$calls = 0;
$maxSeen = 0;
$pool = new Async\Pool(function () use (&$calls) {
    $k = ++$calls;
    delay(20);
    $o = new stdClass; $o->id = $k; return $o;
}, max: 2);
$got = [];
$cs = [];
for ($i = 1; $i <= 4; $i++) {
    $cs[] = spawn(function () use ($pool, $i, &$got, &$maxSeen) {
        $r = $pool->acquire();
        $maxSeen = max($maxSeen, $pool->count());
        $got[] = $r->id;
        delay(10);
        $pool->release($r);
    });
}
foreach ($cs as $c) await($c);
sort($got);
echo implode(",", $got), "\n";
var_dump($calls, $maxSeen, $pool->count(), $pool->idleCount());
?>
--EXPECT--
1,1,2,2
int(2)
int(2)
int(2)
int(2)
