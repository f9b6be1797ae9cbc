--TEST--
mysql: prepared statements with positional and named parameters, native and emulated, run in concurrent coroutines; values round-trip (quotes, NULL, binary, big ints) and the executions overlap
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
$t = ta_table('prep');
$setup = ta_pdo();
$setup->exec("CREATE TABLE $t (id INT PRIMARY KEY, name VARCHAR(50), data VARBINARY(16), big BIGINT NULL) ENGINE=InnoDB");
$workers = [];
foreach ([false, true] as $emulate) {
    for ($w = 0; $w < 3; $w++) {
        $workers[] = spawn(function () use ($t, $emulate, $w) {
            $p = ta_pdo([PDO::ATTR_EMULATE_PREPARES => $emulate]);
            $base = ($emulate ? 100 : 0) + $w * 10;
            $ins = $p->prepare("INSERT INTO $t (id, name, data, big) VALUES (?, ?, ?, ?)");
            $sleep = $p->prepare("SELECT SLEEP(:s) AS z, :id AS id");
            for ($i = 0; $i < 2; $i++) {
                $ins->bindValue(1, $base + $i, PDO::PARAM_INT);
                $ins->bindValue(2, "it's \"$w\" #$i");
                $ins->bindValue(3, "\0\xff" . chr($i), PDO::PARAM_LOB);
                $ins->bindValue(4, $i ? PHP_INT_MAX : null, $i ? PDO::PARAM_INT : PDO::PARAM_NULL);
                $ins->execute();
                $sleep->execute([':s' => 0.15, ':id' => $base + $i]);
                $row = $sleep->fetch(PDO::FETCH_ASSOC);
                $sleep->closeCursor();
                if ((int) $row['id'] !== $base + $i) return "wrong id " . $row['id'];
            }
            $sel = $p->prepare("SELECT id, name, HEX(data) AS h, big FROM $t WHERE id >= :lo AND id < :hi ORDER BY id");
            $sel->execute(['lo' => $base, 'hi' => $base + 10]);
            return $sel->fetchAll(PDO::FETCH_NUM);
        });
    }
}
$start = hrtime(true);
[$results, $errors] = await_all($workers);
$ms = (hrtime(true) - $start) / 1e6;
var_dump(count($errors));
foreach ($results as $rows) {
    foreach ($rows as $r) {
        echo implode(' | ', array_map(fn($v) => var_export($v, true), $r)), "\n";
    }
}
// Six coroutines x two SLEEP(0.15): 1.8 s one after the other.
var_dump($ms < 1500);
$setup->exec("DROP TABLE $t");
?>
--EXPECT--
int(0)
0 | 'it\'s "0" #0' | '00FF00' | NULL
1 | 'it\'s "0" #1' | '00FF01' | 9223372036854775807
10 | 'it\'s "1" #0' | '00FF00' | NULL
11 | 'it\'s "1" #1' | '00FF01' | 9223372036854775807
20 | 'it\'s "2" #0' | '00FF00' | NULL
21 | 'it\'s "2" #1' | '00FF01' | 9223372036854775807
100 | 'it\'s "0" #0' | '00FF00' | NULL
101 | 'it\'s "0" #1' | '00FF01' | 9223372036854775807
110 | 'it\'s "1" #0' | '00FF00' | NULL
111 | 'it\'s "1" #1' | '00FF01' | 9223372036854775807
120 | 'it\'s "2" #0' | '00FF00' | NULL
121 | 'it\'s "2" #1' | '00FF01' | 9223372036854775807
bool(true)
