--TEST--
pool: resources that are not objects (ints, strings, arrays) cannot be told apart and are not checked on release; they still go round the pool in FIFO order
--EXTENSIONS--
true_async
--FILE--
<?php
$pool = new Async\Pool(function () { static $n = 0; return ++$n; }, max: 2);
$a = $pool->acquire();
$b = $pool->acquire();
var_dump($a, $b, $pool->tryAcquire());
$pool->release($b);
$pool->release($a);
var_dump($pool->acquire(), $pool->acquire());
$s = new Async\Pool(fn() => ['conn' => 'x'], max: 1);
$arr = $s->acquire();
$s->release($arr);
var_dump($s->idleCount(), $s->acquire());
?>
--EXPECT--
int(1)
int(2)
NULL
int(2)
int(1)
int(1)
array(1) {
  ["conn"]=>
  string(1) "x"
}
