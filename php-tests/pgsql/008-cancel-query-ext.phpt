--TEST--
pgsql: a coroutine cancelled while pg_query() waits for pg_sleep(5) gets its AsyncCancellation promptly; the server cancels the statement (ext/pgsql's own warning), the backend is idle and the connection answers the next query
--EXTENSIONS--
pgsql
--SKIPIF--
<?php require __DIR__ . '/pgsql.inc'; ta_pgsql_skipif(); ?>
--FILE--
<?php
require __DIR__ . '/pgsql.inc';
use function Async\{spawn, await, delay};
$c = ta_pg();
$pid = pg_get_pid($c);
$q = spawn(function () use ($c) {
    try {
        return pg_query($c, 'SELECT pg_sleep(5)');
    } finally {
        echo "finally\n";
    }
});
ta_pg_wait_active([$pid]);
$t0 = hrtime(true);
$q->cancel();
try {
    await($q);
} catch (Async\AsyncCancellation $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
var_dump(ta_ms($t0) < (ta_under_valgrind() ? 4000 : 1500));
var_dump(ta_pg_backend_state($pid));
var_dump(pg_connection_status($c) === PGSQL_CONNECTION_OK, pg_fetch_row(pg_query($c, 'SELECT 42'))[0]);
// The same inside a transaction: the transaction is aborted, as a failed
// statement leaves it, and a ROLLBACK brings the connection back.
pg_query($c, 'BEGIN');
$q = spawn(fn() => pg_query($c, 'SELECT pg_sleep(5)'));
ta_pg_wait_active([$pid]);
$q->cancel();
try {
    await($q);
} catch (Async\AsyncCancellation $e) {
    echo "cancelled in a transaction\n";
}
var_dump(pg_transaction_status($c) === PGSQL_TRANSACTION_INERROR);
pg_query($c, 'ROLLBACK');
var_dump(pg_fetch_row(pg_query($c, 'SELECT 43'))[0]);
?>
--EXPECTF--
Warning: pg_query(): Query failed: ERROR:  canceling statement due to user request in %s on line %d
finally
Async\AsyncCancellation: Coroutine cancelled
bool(true)
string(4) "idle"
bool(true)
string(2) "42"

Warning: pg_query(): Query failed: ERROR:  canceling statement due to user request in %s on line %d
cancelled in a transaction
bool(true)
string(2) "43"
