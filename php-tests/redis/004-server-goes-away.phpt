--TEST--
redis: a private redis-server is stopped (SIGTERM) while three coroutines wait in blPop(): each gets stock's RedisException at once, nothing hangs
--EXTENSIONS--
igbinary
redis
--SKIPIF--
<?php
require __DIR__ . '/redis.inc';
if (!getenv('TA_REDIS_REQUIRED') && !is_executable('/usr/bin/redis-server')) die('skip redis-server not installed');
?>
--FILE--
<?php
require __DIR__ . '/redis.inc';
use function Async\{spawn, await_all, delay};
[$port, $proc] = ta_private_redis();
$jobs = [];
$waiting = 0;
for ($i = 0; $i < 3; $i++) {
    $jobs[] = spawn(function () use ($port, $i, &$waiting) {
        $r = ta_redis($port);
        $waiting++;
        try {
            return $r->blPop(["k$i"], 10);
        } catch (RedisException $e) {
            return preg_replace('/:\d+$/', ':PORT', $e->getMessage());
        }
    });
}
// The server holds all three (its count of blocked clients).
$admin = ta_redis($port);
while ($waiting < 3 || $admin->info('clients')['blocked_clients'] < 3) {
    delay(5);
}
$t0 = hrtime(true);
proc_terminate($proc, SIGTERM);
[$r, $e] = await_all($jobs);
var_dump(ta_ms($t0) < (ta_under_valgrind() ? 10000 : 3000), count($e));
echo implode("\n", $r), "\n";
proc_close($proc);
?>
--EXPECT--
bool(true)
int(0)
read error on connection to 127.0.0.1:PORT
read error on connection to 127.0.0.1:PORT
read error on connection to 127.0.0.1:PORT
