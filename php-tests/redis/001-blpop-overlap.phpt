--TEST--
redis: five coroutines, each with its own phpredis connection, wait in blPop() with a 1 s timeout on empty lists; they finish together in about 1 s while a ticker keeps ticking; three more are woken by rPush() from another coroutine
--EXTENSIONS--
igbinary
redis
--SKIPIF--
<?php require __DIR__ . '/redis.inc'; ta_redis_skipif(); ?>
--FILE--
<?php
require __DIR__ . '/redis.inc';
use function Async\{spawn, await_all, delay};
$ticks = 0;
$ticker = ta_ticker($ticks, 10);
$t0 = hrtime(true);
$jobs = [];
for ($i = 0; $i < 5; $i++) {
    $jobs[] = spawn(fn() => ta_redis()->blPop([ta_key("empty$i")], 1));
}
[$r, $e] = await_all($jobs);
$ms = ta_ms($t0);
var_dump(count($e), json_encode($r));
// One after the other: 5 s.
var_dump($ms >= 950, $ms < (ta_under_valgrind() ? 3500 : 2000));

$jobs = [];
for ($i = 0; $i < 3; $i++) {
    $jobs[] = spawn(fn() => ta_redis()->blPop([ta_key("q$i")], 5));
}
$jobs[] = spawn(function () {
    delay(200);
    $r = ta_redis();
    for ($i = 0; $i < 3; $i++) {
        $r->rPush(ta_key("q$i"), "item$i");
    }
});
$t0 = hrtime(true);
[$r, $e] = await_all($jobs);
$ms = ta_ms($t0);
$ticker->cancel();
var_dump(count($e));
for ($i = 0; $i < 3; $i++) {
    echo $r[$i][0] === ta_key("q$i") ? 'key ok' : 'wrong key', ' ', $r[$i][1], "\n";
}
var_dump($ms >= 190, $ms < (ta_under_valgrind() ? 3000 : 1000), ta_ticked($ticks, 50));
?>
--EXPECT--
int(0)
string(16) "[[],[],[],[],[]]"
bool(true)
bool(true)
int(0)
key ok item0
key ok item1
key ok item2
bool(true)
bool(true)
bool(true)
