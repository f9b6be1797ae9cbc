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
$ext = spawn(fn() => pg_connect("host=127.0.0.1 port=$port dbname=x user=y connect_timeout=20"));
$pdo = spawn(fn() => new PDO("pgsql:host=127.0.0.1;port=$port;dbname=x", 'y', 'z'));
$good = spawn(fn() => pg_fetch_row(pg_query(ta_pg(), 'SELECT 5'))[0]);
delay(200);
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
var_dump(ta_ms($t0) < 1000);
var_dump(await($good));
?>
--EXPECTF--
Warning: pg_connect(): Unable to connect to PostgreSQL server: connection to server at "127.0.0.1", port %d failed: %s in %s on line %d
ext: Async\AsyncCancellation
pdo: PDOException <- Async\AsyncCancellation
bool(true)
string(1) "5"
