--TEST--
mysql: mysqli in coroutines: five SLEEP(0.3) queries finish together while a ticker keeps ticking; a coroutine cancelled mid-query stops at once (mysqli_sql_exception whose previous is the cancellation) and its connection reports 2006 instead of a stale result; a connection the server kills mid-query gives stock's 2006 at once
--EXTENSIONS--
true_async
mysqlnd
mysqli
--SKIPIF--
<?php require __DIR__ . '/mysql.inc';
if (getenv('TA_MYSQL_REQUIRED')) return;
if (!extension_loaded('mysqli')) die('skip mysqli did not load (mysqlnd on the run-tests.php command line loads after it)');
$p = ta_mysql_parts();
mysqli_report(MYSQLI_REPORT_OFF);
if (!@mysqli_connect($p['host'], ta_mysql_user(), ta_mysql_pass(), $p['dbname'], (int) $p['port'])) {
    die('skip MariaDB not reachable at ' . ta_mysql_dsn() . ' (' . mysqli_connect_error() . '); start it with tools/mariadb.sh start');
} ?>
--FILE--
<?php
require __DIR__ . '/mysql.inc';
use function Async\{spawn, await, await_all, delay};
mysqli_report(MYSQLI_REPORT_ERROR | MYSQLI_REPORT_STRICT);
$p = ta_mysql_parts();
$connect = fn() => new mysqli($p['host'], ta_mysql_user(), ta_mysql_pass(), $p['dbname'], (int) $p['port']);
$conns = [];
for ($i = 0; $i < 5; $i++) {
    $conns[] = $connect();
}
$ticks = 0;
$ticker = spawn(function () use (&$ticks) {
    for (;;) {
        delay(10);
        $ticks++;
    }
});
$t0 = hrtime(true);
[$r, $e] = await_all(array_map(fn($m) => spawn(fn() => $m->query('SELECT SLEEP(0.3), ' . $m->thread_id)->fetch_row()[1] == $m->thread_id), $conns));
$ms = (hrtime(true) - $t0) / 1e6;
$ticker->cancel();
var_dump(count($e), count(array_filter($r)));
var_dump($ms >= 290, $ms < (ta_under_valgrind() ? 1400 : 900), $ticks >= (ta_under_valgrind() ? 2 : 10));

$m = $connect();
$started = false;
$c = spawn(function () use ($m, &$started) {
    $started = true;
    return $m->query('SELECT SLEEP(5)');
});
// It waits for the result now (nothing suspends before the read).
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
var_dump((hrtime(true) - $t0) / 1e6 < (ta_under_valgrind() ? 4000 : 1000));
try {
    $m->query('SELECT 1');
} catch (mysqli_sql_exception $e) {
    echo $e->getCode(), ' ', $e->getMessage(), "\n";
}

$victim = $connect();
$id = $victim->thread_id;
$started = false;
$q = spawn(function () use ($victim, &$started) {
    $started = true;
    try {
        return $victim->query('SELECT SLEEP(5)')->fetch_row();
    } catch (mysqli_sql_exception $e) {
        return $e->getCode() . ' ' . $e->getMessage();
    }
});
while (!$started) {
    delay(1);
}
delay(20);
$t0 = hrtime(true);
$connect()->query("KILL $id");
var_dump(await($q), (hrtime(true) - $t0) / 1e6 < (ta_under_valgrind() ? 4000 : 1000));
?>
--EXPECT--
int(0)
int(5)
bool(true)
bool(true)
bool(true)
mysqli_sql_exception <- Async\AsyncCancellation
bool(true)
2006 MySQL server has gone away
string(31) "2006 MySQL server has gone away"
bool(true)
