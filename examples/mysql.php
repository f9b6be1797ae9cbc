<?php
// Plain PDO code in coroutines against MariaDB: each coroutine has its own
// connection, and while one waits for the server the others run. Needs
// pdo_mysql and a server: tools/mariadb.sh start runs a private one, whose
// address is the default here (TA_MYSQL_DSN, TA_MYSQL_USER, TA_MYSQL_PASS
// name another). Exits 1 when the server cannot be reached or the queries
// did not overlap.
//   tools/mariadb.sh start && php examples/mysql.php
use function Async\{spawn, await, await_all};

$connect = require __DIR__ . '/mysql_connect.inc';

// Ten reports, each a query the server takes 200 ms over: 2 s one after
// the other.
echo "10 queries of 200 ms, each in its own coroutine and connection\n";
$start = hrtime(true);
$reports = [];
foreach (range(1, 10) as $n) {
    $reports[] = spawn(function () use ($connect, $n) {
        $db = $connect();
        $st = $db->prepare('SELECT SLEEP(0.2) AS pause, ? * ? AS square');
        $st->execute([$n, $n]);
        return $st->fetch(PDO::FETCH_ASSOC)['square'];
    });
}
[$squares, $errors] = await_all($reports);
$ms = (hrtime(true) - $start) / 1e6;
printf("squares %s in %.0f ms\n", implode(' ', $squares), $ms);

// A failing query throws in its own coroutine only.
$bad = spawn(fn() => $connect()->query('SELECT * FROM no_such_table'));
try {
    await($bad);
} catch (PDOException $e) {
    echo "the failing query: {$e->errorInfo[2]}\n";
}

if ($errors || $ms > 1500) {
    fwrite(STDERR, "the queries did not overlap\n");
    exit(1);
}
