--TEST--
pgsql: a connect to a server that never answers, cancelled: pg_connect() warns and the AsyncCancellation follows; new PDO throws PDOException with the cancellation as its previous; other connects go on
--EXTENSIONS--
pgsql
pdo
pdo_pgsql
--SKIPIF--
<?php require __DIR__ . '/pgsql.inc'; ta_pgsql_skipif(); ?>
--FILE--
<?php
require __DIR__ . '/pgsql.inc';
use function Async\{spawn, await, delay};
// Accepts connections and never says a word.
$srv = stream_socket_server('tcp://127.0.0.1:0');
$port = (int) substr(strrchr(stream_socket_get_name($srv, false), ':'), 1);
$in = 0;
$ext = spawn(function () use ($port, &$in) {
    $in++;
    return pg_connect("host=127.0.0.1 port=$port dbname=x user=y connect_timeout=20");
});
$pdo = spawn(function () use ($port, &$in) {
    $in++;
    return new PDO("pgsql:host=127.0.0.1;port=$port;dbname=x", 'y', 'z');
});
$good = spawn(fn() => pg_fetch_row(pg_query(ta_pg(), 'SELECT 5'))[0]);
// Both wait in their connect now (nothing suspends before it).
while ($in < 2) {
    delay(1);
}
delay(20);
$t0 = hrtime(true);
$ext->cancel();
$pdo->cancel();
foreach (['ext' => $ext, 'pdo' => $pdo] as $name => $co) {
    try {
        await($co);
    } catch (Throwable $e) {
        $prev = $e->getPrevious();
        echo "$name: ", get_class($e), $prev ? ' <- ' . get_class($prev) : '', "\n";
    }
}
var_dump(ta_ms($t0) < (ta_under_valgrind() ? 4000 : 1000));
var_dump(await($good));
?>
--EXPECTF--
Warning: pg_connect(): Unable to connect to PostgreSQL server: connection to server at "127.0.0.1", port %d failed: %s in %s on line %d
ext: Async\AsyncCancellation
pdo: PDOException <- Async\AsyncCancellation
bool(true)
string(1) "5"
