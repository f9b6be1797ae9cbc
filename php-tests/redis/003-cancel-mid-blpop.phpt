--TEST--
redis: a coroutine cancelled in the middle of blPop() stops waiting at once (phpredis reports the interrupted read as RedisException with the cancellation as its previous); the connection is dropped rather than left with a reply pending, and the next command on the object works
--EXTENSIONS--
igbinary
redis
--SKIPIF--
<?php require __DIR__ . '/redis.inc'; ta_redis_skipif(); ?>
--FILE--
<?php
require __DIR__ . '/redis.inc';
use function Async\{spawn, await, delay};
$k = ta_key('cancel');
$r = ta_redis();
$r->del($k);
$started = false;
$c = spawn(function () use ($r, $k, &$started) {
    $started = true;
    return $r->blPop([$k], 5);
});
// It waits for BLPOP's reply now (nothing suspends before the read).
while (!$started) {
    delay(1);
}
delay(20);
$t0 = hrtime(true);
$c->cancel();
try {
    await($c);
} catch (Throwable $e) {
    echo get_class($e), ' <- ', get_class($e->getPrevious()), "\n";
}
var_dump(ta_ms($t0) < (ta_under_valgrind() ? 4000 : 1000));
// A push now is not taken by the abandoned BLPOP: its connection is gone.
$other = ta_redis();
$other->rPush($k, 'late');
delay(50);
var_dump($r->ping(), $r->lLen($k), $r->lPop($k));
$r->del($k);
?>
--EXPECT--
RedisException <- Async\AsyncCancellation
bool(true)
bool(true)
int(1)
string(4) "late"
