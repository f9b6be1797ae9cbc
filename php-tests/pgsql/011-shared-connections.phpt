--TEST--
pgsql: coroutines sharing one connection (a pg_connect() link, a PDO object) take turns inside libpq: every result is right and nothing is "already in progress"; pg_close() waits for the query under way; pg_pconnect() and persistent PDO opened together give one connection each
--EXTENSIONS--
pgsql
pdo
pdo_pgsql
--SKIPIF--
<?php require __DIR__ . '/pgsql.inc'; ta_pgsql_skipif(); ?>
--FILE--
<?php
require __DIR__ . '/pgsql.inc';
use function Async\{spawn, await, await_all, delay};
$c = ta_pg();
$t0 = hrtime(true);
$jobs = [];
for ($i = 0; $i < 3; $i++) {
    $jobs[] = spawn(fn() => pg_fetch_row(pg_query($c, "SELECT pg_sleep(0.1), $i"))[1]);
}
[$r, $e] = await_all($jobs);
// One connection: one statement at a time, 0.3 s.
var_dump(count($e), implode(',', $r), ta_ms($t0) >= 290);

$pdo = ta_pdo();
$jobs = [];
for ($i = 0; $i < 3; $i++) {
    $jobs[] = spawn(function () use ($pdo, $i) {
        $st = $pdo->prepare('SELECT pg_sleep(0.05), ?::int AS i');
        $st->execute([$i]);
        return $st->fetch(PDO::FETCH_ASSOC)['i'];
    });
}
[$r, $e] = await_all($jobs);
var_dump(count($e), implode(',', $r));

// pg_close() of a link another coroutine is querying waits for that query,
// and for a third one's that waits its turn behind it (it holds the link's
// connection already), which then runs; later calls see the link closed.
$c2 = ta_pg();
$querying = 0;
$q = spawn(function () use ($c2, &$querying) {
    $querying++;
    return pg_fetch_row(pg_query($c2, 'SELECT pg_sleep(0.3), 7'))[1];
});
$q2 = spawn(function () use ($c2, &$querying) {
    $querying++;
    return pg_fetch_row(pg_query($c2, 'SELECT 8'))[0];
});
$closer = spawn(function () use ($c2, &$querying) {
    // Both are inside libpq now (nothing suspends before the calls).
    while ($querying < 2) {
        delay(1);
    }
    pg_close($c2);
    return 'closed';
});
var_dump(await($q), await($q2), await($closer));
try {
    pg_query($c2, 'SELECT 9');
} catch (Error $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}

// Persistent connections opened by five coroutines at once.
$jobs = [];
for ($i = 0; $i < 5; $i++) {
    $jobs[] = spawn(fn() => pg_get_pid(pg_pconnect(ta_pg_connstr())));
    $jobs[] = spawn(fn() => ta_pdo([PDO::ATTR_PERSISTENT => true])->query('SELECT pg_backend_pid()')->fetchColumn());
}
[$r, $e] = await_all($jobs);
var_dump(count($e), count(array_unique($r)));
?>
--EXPECT--
int(0)
string(5) "0,1,2"
bool(true)
int(0)
string(5) "0,1,2"
string(1) "7"
string(1) "8"
string(6) "closed"
Error: PostgreSQL connection has already been closed
int(0)
int(2)
