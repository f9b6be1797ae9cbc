--TEST--
pgsql: exit() in one coroutine while another's pg_sleep(10) waits: the script ends promptly and the server no longer runs the statement (its backend is idle when the shutdown functions run)
--EXTENSIONS--
pgsql
--SKIPIF--
<?php require __DIR__ . '/pgsql.inc'; ta_pgsql_skipif(); ?>
--FILE--
<?php
require __DIR__ . '/pgsql.inc';
use function Async\{spawn, delay};
$c = ta_pg();
$pid = pg_get_pid($c);
$t0 = hrtime(true);
register_shutdown_function(function () use ($pid, $t0) {
    var_dump(ta_ms($t0) < (ta_under_valgrind() ? 20000 : 3000));
    var_dump(ta_pg_backend_state($pid));
});
spawn(fn() => pg_query($c, 'SELECT pg_sleep(10)'));
spawn(function () use ($pid) {
    ta_pg_wait_active([$pid]);
    echo "exit\n";
    exit(0);
});
delay(10000);
echo "not reached\n";
?>
--EXPECTF--
exit

Warning: pg_query(): Query failed: ERROR:  canceling statement due to user request in %s on line %d
bool(true)
string(4) "idle"
