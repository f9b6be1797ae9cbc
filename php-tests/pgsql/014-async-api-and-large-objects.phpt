--TEST--
pgsql: ext/pgsql's asynchronous API (pg_send_query, pg_get_result waiting in the reactor, pg_connection_busy, PGSQL_CONNECT_ASYNC with pg_connect_poll) and large objects (pg_lo_*, PDO pgsqlLOBCreate/Open/Unlink) inside coroutines, side by side
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
$ticks = 0;
$ticker = ta_ticker($ticks, 10);
[$r, $e] = await_all([
    'send' => spawn(function () {
        $c = ta_pg();
        pg_send_query($c, 'SELECT pg_sleep(0.2), 1; SELECT 2');
        $busy = pg_connection_busy($c);
        $a = pg_fetch_row(pg_get_result($c))[1];
        $b = pg_fetch_row(pg_get_result($c))[0];
        return [$busy, $a, $b, pg_get_result($c)];
    }),
    'connect async' => spawn(function () {
        $c = pg_connect(ta_pg_connstr(), PGSQL_CONNECT_ASYNC | PGSQL_CONNECT_FORCE_NEW);
        $sock = pg_socket($c);
        $polls = 0;
        while (($st = pg_connect_poll($c)) !== PGSQL_POLLING_OK && $st !== PGSQL_POLLING_FAILED) {
            $polls++;
            $r = $w = [$sock];
            $x = null;
            $st === PGSQL_POLLING_READING ? $w = null : $r = null;
            stream_select($r, $w, $x, 5);
        }
        return [$st === PGSQL_POLLING_OK, $polls > 0, pg_fetch_row(pg_query($c, 'SELECT 3'))[0]];
    }),
    'lo ext' => spawn(function () {
        $c = ta_pg();
        pg_query($c, 'BEGIN');
        $oid = pg_lo_create($c);
        $lo = pg_lo_open($c, $oid, 'w');
        pg_lo_write($lo, str_repeat('lo-data', 10000));
        pg_lo_close($lo);
        $lo = pg_lo_open($c, $oid, 'r');
        pg_lo_seek($lo, 7);
        $part = pg_lo_read($lo, 14);
        pg_lo_close($lo);
        $gone = pg_lo_unlink($c, $oid);
        pg_query($c, 'COMMIT');
        return [$part, $gone];
    }),
    'lo pdo' => spawn(function () {
        $pdo = ta_pdo();
        $pdo->beginTransaction();
        $oid = $pdo->pgsqlLOBCreate();
        $s = $pdo->pgsqlLOBOpen($oid, 'w');
        fwrite($s, str_repeat('pdo-lob', 10000));
        fclose($s);
        $s = $pdo->pgsqlLOBOpen($oid, 'r');
        $data = stream_get_contents($s);
        fclose($s);
        $gone = $pdo->pgsqlLOBUnlink($oid);
        $pdo->commit();
        return [strlen($data), substr($data, 0, 7), $gone];
    }),
]);
$ticker->cancel();
var_dump(count($e));
var_export($r);
echo "\n";
var_dump(ta_ticked($ticks, 10));
?>
--EXPECT--
int(0)
array (
  'send' => 
  array (
    0 => true,
    1 => '1',
    2 => '2',
    3 => false,
  ),
  'connect async' => 
  array (
    0 => true,
    1 => true,
    2 => '3',
  ),
  'lo ext' => 
  array (
    0 => 'lo-datalo-data',
    1 => true,
  ),
  'lo pdo' => 
  array (
    0 => 70000,
    1 => 'pdo-lob',
    2 => true,
  ),
)
bool(true)
