<?php
// A pool of 5 PDO connections shared by 50 coroutines, each running a
// query the server takes 100 ms over: ten rounds of five, about 1 s in
// all (50 one after the other: 5 s), and never more than 5 connections
// open on the server, which SHOW STATUS LIKE 'Threads_connected' tells from
// a connection of its own. Needs pdo_mysql and a server: tools/mariadb.sh
// start runs a private one, whose address is the default here
// (TA_MYSQL_DSN, TA_MYSQL_USER, TA_MYSQL_PASS name another). Exits 1 when
// the server cannot be reached or the figures are off.
//   tools/mariadb.sh start && php examples/pool_mysql.php
use Async\Pool;
use function Async\{spawn, await_all, delay};

$connect = require __DIR__ . '/mysql_connect.inc';
$monitor = $connect();
$threads = fn() => (int)$monitor->query("SHOW STATUS LIKE 'Threads_connected'")->fetch(PDO::FETCH_NUM)[1];
$before = $threads();   // the monitor itself, and whatever else is connected

$opened = 0;
$pool = new Pool(
    factory: function () use ($connect, &$opened) { $opened++; return $connect(); },
    destructor: function (PDO $db) { /* dropping the object closes it */ },
    // A connection that went away is not handed out again.
    beforeAcquire: function (PDO $db) {
        try { $db->query('SELECT 1'); return true; } catch (PDOException) { return false; }
    },
    max: 5,
);

$peak = 0;
$watching = true;
$watcher = spawn(function () use (&$peak, &$watching, $threads, $before) {
    while ($watching) {
        $peak = max($peak, $threads() - $before);
        delay(20);
    }
});

echo "50 queries of 100 ms over a pool of 5 connections\n";
$start = hrtime(true);
$jobs = [];
foreach (range(1, 50) as $n) {
    $jobs[] = spawn(function () use ($pool, $n) {
        $db = $pool->acquire();
        try {
            $st = $db->prepare('SELECT SLEEP(0.1), ? + 0 AS n, CONNECTION_ID() AS conn');
            $st->execute([$n]);
            return $st->fetch(PDO::FETCH_ASSOC);
        } finally {
            $pool->release($db);
        }
    });
}
[$rows, $errors] = await_all($jobs);
$ms = (hrtime(true) - $start) / 1e6;
$watching = false;
await_all([$watcher]);

$conns = count(array_unique(array_column($rows, 'conn')));
printf("%d queries in %.0f ms on %d connections (opened %d; at most %d open on the server at once)\n",
    count($rows), $ms, $conns, $opened, $peak);
$pool->close();

if ($errors || count($rows) !== 50 || $opened > 5 || $peak > 5 || $ms > 3000) {
    fwrite(STDERR, "unexpected: errors=" . count($errors) . " opened=$opened peak=$peak ms=" . round($ms) . "\n");
    exit(1);
}
