--TEST--
pgsql: the server ends the backends of waiting queries (pg_terminate_backend, what a fast shutdown does to each): ext/pgsql and PDO report stock's errors at once, the connections are bad, and nothing hangs
--EXTENSIONS--
pgsql
pdo
pdo_pgsql
--SKIPIF--
<?php require __DIR__ . '/pgsql.inc'; ta_pgsql_skipif(); ?>
--FILE--
<?php
require __DIR__ . '/pgsql.inc';
use function Async\{spawn, await_all, delay};
$ext = ta_pg();
$pdo = ta_pdo();
$pids = [pg_get_pid($ext), $pdo->query('SELECT pg_backend_pid()')->fetchColumn()];
$jobs = [
    'ext' => spawn(function () use ($ext) {
        $r = pg_query($ext, 'SELECT pg_sleep(10)');
        return [$r, pg_connection_status($ext) === PGSQL_CONNECTION_BAD];
    }),
    'pdo' => spawn(function () use ($pdo) {
        try {
            $pdo->query('SELECT pg_sleep(10)');
            return 'no error';
        } catch (PDOException $e) {
            return [$e->getCode(), $e->getMessage()];
        }
    }),
];
ta_pg_wait_active($pids);
$t0 = hrtime(true);
$admin = ta_pg();
foreach ($pids as $pid) {
    pg_query($admin, "SELECT pg_terminate_backend($pid)");
}
[$r, $e] = await_all($jobs);
var_dump(ta_ms($t0) < (ta_under_valgrind() ? 10000 : 2000), count($e));
var_export($r);
echo "\n";
?>
--EXPECTF--
Warning: pg_query(): Query failed: FATAL:  terminating connection due to administrator command
server closed the connection unexpectedly
	This probably means the server terminated abnormally
	before or while processing the request. in %s on line %d
bool(true)
int(0)
array (
  'ext' => 
  array (
    0 => false,
    1 => true,
  ),
  'pdo' => 
  array (
    0 => 'HY000',
    1 => 'SQLSTATE[HY000]: General error: 7 FATAL:  terminating connection due to administrator command
server closed the connection unexpectedly
	This probably means the server terminated abnormally
	before or while processing the request.',
  ),
)
