--TEST--
pgsql: COPY in and out (pg_copy_from / pg_copy_to, PDO pgsqlCopyFromArray / pgsqlCopyToArray / pgsqlCopyFromFile) of 20000 rows inside coroutines, side by side, with stock's results
--EXTENSIONS--
pgsql
pdo
pdo_pgsql
--SKIPIF--
<?php require __DIR__ . '/pgsql.inc'; ta_pgsql_skipif(); ?>
--FILE--
<?php
require __DIR__ . '/pgsql.inc';
use function Async\{spawn, await_all};
$rows = [];
for ($i = 0; $i < 20000; $i++) {
    $rows[] = "$i\tvalue $i";
}
$file = sys_get_temp_dir() . '/ta_pg_copy_' . getmypid();
file_put_contents($file, implode("\n", array_slice($rows, 0, 1000)) . "\n");
$ticks = 0;
$ticker = ta_ticker($ticks, 5);
[$r, $e] = await_all([
    'ext' => spawn(function () use ($rows) {
        $c = ta_pg();
        pg_query($c, 'CREATE TEMP TABLE t (a int, b text)');
        $in = pg_copy_from($c, 't', $rows);
        $out = pg_copy_to($c, 't');
        return [$in, count($out), $out[19999], pg_fetch_row(pg_query($c, 'SELECT sum(a) FROM t'))[0]];
    }),
    'pdo' => spawn(function () use ($rows, $file) {
        $pdo = ta_pdo();
        $pdo->exec('CREATE TEMP TABLE t (a int, b text)');
        $in = $pdo->pgsqlCopyFromArray('t', $rows);
        $out = $pdo->pgsqlCopyToArray('t');
        $pdo->exec('CREATE TEMP TABLE f (a int, b text)');
        $fromFile = $pdo->pgsqlCopyFromFile('f', $file);
        return [$in, count($out), $out[0], $fromFile, $pdo->query('SELECT count(*) FROM f')->fetchColumn()];
    }),
]);
$ticker->cancel();
unlink($file);
var_dump(count($e));
var_export($r);
echo "\n";
var_dump($ticks > 0);
?>
--EXPECT--
int(0)
array (
  'ext' => 
  array (
    0 => true,
    1 => 20000,
    2 => '19999	value 19999
',
    3 => '199990000',
  ),
  'pdo' => 
  array (
    0 => true,
    1 => 20000,
    2 => '0	value 0
',
    3 => true,
    4 => 1000,
  ),
)
bool(true)
