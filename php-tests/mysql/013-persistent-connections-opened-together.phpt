--TEST--
mysql: coroutines opening persistent PDO connections with the same DSN at the same moment take turns in new PDO (the second registration would free a connection another coroutine uses: a use-after-free in mysqlnd); every query gets its own right answer
--EXTENSIONS--
true_async
mysqlnd
pdo
pdo_mysql
--SKIPIF--
<?php require __DIR__ . '/mysql.inc'; ta_mysql_skipif(); ?>
--FILE--
<?php
require __DIR__ . '/mysql.inc';
use function Async\{spawn, await_all};
for ($round = 0; $round < 3; $round++) {
    $cs = [];
    for ($i = 0; $i < 8; $i++) {
        $cs[] = spawn(function () use ($i) {
            $db = ta_pdo([PDO::ATTR_PERSISTENT => true]);
            $st = $db->prepare('SELECT SLEEP(0.05), ? + 100');
            $st->execute([$i]);
            $got = (int)$st->fetch(PDO::FETCH_NUM)[1];
            $again = (int)$db->query("SELECT $i * 2")->fetchColumn();
            return [$got, $again];
        });
    }
    [$results, $errors] = await_all($cs);
    foreach ($errors as $e) echo get_class($e), ": ", $e->getMessage(), "\n";
    ksort($results);
    $ok = true;
    foreach ($results as $i => [$got, $again]) {
        $ok = $ok && $got === $i + 100 && $again === $i * 2;
    }
    echo "round $round: ", count($results), " results, ", $ok ? "all right" : "WRONG", "\n";
}
?>
--EXPECT--
round 0: 8 results, all right
round 1: 8 results, all right
round 2: 8 results, all right
