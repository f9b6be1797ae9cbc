--TEST--
pool: count() (also via count()) = idleCount() + activeCount() through acquire and release
--EXTENSIONS--
true_async
--FILE--
<?php
$pool = new Async\Pool(fn() => new stdClass, min: 1, max: 3);
$show = function ($label) use ($pool) {
    printf("%s: count=%d count()=%d idle=%d active=%d\n", $label, $pool->count(), count($pool), $pool->idleCount(), $pool->activeCount());
};
$show("start");
$a = $pool->acquire();
$show("acquire a");
$b = $pool->acquire();
$show("acquire b");
$c = $pool->tryAcquire();
$show("acquire c");
$pool->release($b);
$show("release b");
$pool->release($a);
$show("release a");
$pool->release($c);
$show("release c");
var_dump($pool instanceof Countable);
?>
--EXPECT--
start: count=1 count()=1 idle=1 active=0
acquire a: count=1 count()=1 idle=0 active=1
acquire b: count=2 count()=2 idle=0 active=2
acquire c: count=3 count()=3 idle=0 active=3
release b: count=3 count()=3 idle=1 active=2
release a: count=3 count()=3 idle=2 active=1
release c: count=3 count()=3 idle=3 active=0
bool(true)
