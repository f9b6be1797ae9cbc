--TEST--
mysql: over the server's unix socket, concurrent SLEEPs overlap; eight coroutines read 4 MB results each (buffered and unbuffered, rows of 1 MB that take many reads) at once and every byte is right
--EXTENSIONS--
true_async
mysqlnd
pdo
pdo_mysql
--SKIPIF--
<?php require __DIR__ . '/mysql.inc'; ta_mysql_skipif();
if (!getenv('TA_MYSQL_REQUIRED')) try { ta_pdo([], ta_mysql_socket_dsn()); } catch (PDOException $e) { die('skip no unix socket: ' . $e->getMessage()); } ?>
--FILE--
<?php
require __DIR__ . '/mysql.inc';
use function Async\{spawn, await_all};
$dsn = ta_mysql_socket_dsn();
$pdos = [];
for ($i = 0; $i < 5; $i++) {
    $pdos[] = ta_pdo([], $dsn);
}
$start = hrtime(true);
$cs = [];
foreach ($pdos as $i => $p) {
    $cs[] = spawn(fn() => $p->query("SELECT SLEEP(0.3), $i")->fetch(PDO::FETCH_NUM)[1]);
}
[$r, $errors] = await_all($cs);
$ms = (hrtime(true) - $start) / 1e6;
echo implode(',', $r), "\n";
// One after the other: 1.5 s.
var_dump(count($errors), $ms < 1200);

$readers = [];
for ($i = 0; $i < 8; $i++) {
    $readers[] = spawn(function () use ($i) {
        $buffered = $i % 2 === 0;
        $p = ta_pdo([PDO::MYSQL_ATTR_USE_BUFFERED_QUERY => $buffered], $i < 4 ? ta_mysql_socket_dsn() : null);
        $st = $p->query("SELECT seq, REPEAT(CHAR(65 + $i), 1000000) FROM seq_1_to_4");
        $rows = 0;
        $good = true;
        while ($row = $st->fetch(PDO::FETCH_NUM)) {
            $rows++;
            $good = $good && $row[0] == $rows && $row[1] === str_repeat(chr(65 + $i), 1000000);
        }
        return ($buffered ? "buffered" : "unbuffered") . " $rows rows " . ($good ? "right" : "WRONG");
    });
}
[$r, $errors] = await_all($readers);
echo implode("\n", $r), "\n";
var_dump(count($errors));
?>
--EXPECT--
0,1,2,3,4
int(0)
bool(true)
buffered 4 rows right
unbuffered 4 rows right
buffered 4 rows right
unbuffered 4 rows right
buffered 4 rows right
unbuffered 4 rows right
buffered 4 rows right
unbuffered 4 rows right
int(0)
