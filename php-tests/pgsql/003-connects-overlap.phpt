--TEST--
pgsql: connects (password authentication) through a proxy that delays each by 300 ms overlap, with ext/pgsql and PDO; unix-socket connections and a host name resolved off the loop work inside coroutines
--EXTENSIONS--
pgsql
pdo
pdo_pgsql
--SKIPIF--
<?php require __DIR__ . '/pgsql.inc'; ta_pgsql_skipif(); ?>
--FILE--
<?php
require __DIR__ . '/pgsql.inc';
use function Async\{spawn, await, await_all};
[$port, $proxy] = ta_pg_delaying_proxy(300, 6);
$t0 = hrtime(true);
$jobs = [];
for ($i = 0; $i < 3; $i++) {
    $jobs[] = spawn(function () use ($port, $t0) {
        $start = ta_ms($t0);
        $c = pg_connect(ta_pg_connstr_with(['port' => $port]), PGSQL_CONNECT_FORCE_NEW);
        $end = ta_ms($t0);
        $v = pg_fetch_row(pg_query($c, 'SELECT 1'))[0];
        // ext/pgsql keeps the last link as its default one otherwise.
        pg_close($c);
        return [$v, $start, $end];
    });
    $jobs[] = spawn(function () use ($port, $t0) {
        $start = ta_ms($t0);
        $pdo = ta_pdo([], "pgsql:host=127.0.0.1;port=$port;dbname=" . ta_pg_parts()['dbname']);
        $end = ta_ms($t0);
        return [$pdo->query('SELECT 2')->fetchColumn(), $start, $end];
    });
}
[$r, $e] = await_all($jobs);
$ms = ta_ms($t0);
await($proxy);
var_dump(count($e), implode(',', array_column($r, 0)));
// Every connect began before any ended (each is held 300 ms by the proxy).
var_dump(max(array_column($r, 1)) < min(array_column($r, 2)));
// One after the other: 1.8 s.
var_dump($ms >= 290, ta_under_valgrind() || $ms < 1200);

$sock = getenv('TA_PGSQL_SOCKET_DIR') ?: '/tmp/true_async-postgres';
[$r, $e] = await_all([
    spawn(fn() => pg_fetch_row(pg_query(pg_connect(ta_pg_connstr_with(['host' => $sock]), PGSQL_CONNECT_FORCE_NEW), 'SELECT 3'))[0]),
    spawn(fn() => ta_pdo([], "pgsql:host=$sock;port=" . ta_pg_parts()['port'] . ';dbname=' . ta_pg_parts()['dbname'])->query('SELECT 4')->fetchColumn()),
    spawn(fn() => pg_connection_status(pg_connect(ta_pg_connstr_with(['host' => 'localhost']), PGSQL_CONNECT_FORCE_NEW)) === PGSQL_CONNECTION_OK),
]);
var_dump(count($e), $r);
?>
--EXPECT--
int(0)
string(11) "1,2,1,2,1,2"
bool(true)
bool(true)
bool(true)
int(0)
array(3) {
  [0]=>
  string(1) "3"
  [1]=>
  int(4)
  [2]=>
  bool(true)
}
