--TEST--
pgsql: errors inside a coroutine are stock's: ext/pgsql's warning, pg_last_error() and the SQLSTATE field; PDO's errorInfo() in silent mode, the warning mode and PDOException in exception mode
--EXTENSIONS--
pgsql
pdo
pdo_pgsql
--SKIPIF--
<?php require __DIR__ . '/pgsql.inc'; ta_pgsql_skipif(); ?>
--FILE--
<?php
require __DIR__ . '/pgsql.inc';

function errors(): array {
    $out = [];
    $c = ta_pg();
    $r = @pg_query($c, 'SELEC 1');
    $out['pg_query'] = [$r, pg_last_error($c)];
    pg_send_query($c, 'SELECT 1/0');
    $res = pg_get_result($c);
    $out['division'] = [pg_result_error_field($res, PGSQL_DIAG_SQLSTATE), pg_result_error($res)];
    $r = @pg_query_params($c, 'SELECT $1::int', ['x']);
    $out['params'] = [$r, pg_last_error($c)];
    // The connection works on after its errors.
    $out['after'] = pg_fetch_row(pg_query($c, 'SELECT 7'))[0];

    $pdo = ta_pdo([PDO::ATTR_ERRMODE => PDO::ERRMODE_SILENT]);
    $out['silent'] = [$pdo->query('SELEC 1'), $pdo->errorInfo()];
    $pdo->setAttribute(PDO::ATTR_ERRMODE, PDO::ERRMODE_EXCEPTION);
    try {
        $pdo->query('SELECT * FROM no_such_table_here');
    } catch (PDOException $e) {
        $out['exception'] = [get_class($e), $e->getCode(), $e->getMessage(), $e->errorInfo];
    }
    $st = $pdo->prepare('SELECT 1/?::int');
    try {
        $st->execute([0]);
    } catch (PDOException $e) {
        $out['execute'] = [$e->getCode(), $st->errorInfo()];
    }
    return $out;
}

$outside = errors();
$inside = Async\await(Async\spawn('errors'));
var_dump($outside === $inside);
var_export($inside);
echo "\n";
// The warning of each mode, from a coroutine.
Async\await(Async\spawn(function () {
    pg_query(ta_pg(), 'SELEC 2');
    ta_pdo([PDO::ATTR_ERRMODE => PDO::ERRMODE_WARNING])->query('SELEC 3');
}));
?>
--EXPECTF--
bool(true)
array (
  'pg_query' => 
  array (
    0 => false,
    1 => 'ERROR:  syntax error at or near "SELEC"
LINE 1: SELEC 1
        ^',
  ),
  'division' => 
  array (
    0 => '22012',
    1 => 'ERROR:  division by zero
',
  ),
  'params' => 
  array (
    0 => false,
    1 => 'ERROR:  invalid input syntax for type integer: "x"
CONTEXT:  unnamed portal parameter $1 = \'...\'',
  ),
  'after' => '7',
  'silent' => 
  array (
    0 => false,
    1 => 
    array (
      0 => '42601',
      1 => 7,
      2 => 'ERROR:  syntax error at or near "SELEC"
LINE 1: SELEC 1
        ^',
    ),
  ),
  'exception' => 
  array (
    0 => 'PDOException',
    1 => '42P01',
    2 => 'SQLSTATE[42P01]: Undefined table: 7 ERROR:  relation "no_such_table_here" does not exist
LINE 1: SELECT * FROM no_such_table_here
                      ^',
    3 => 
    array (
      0 => '42P01',
      1 => 7,
      2 => 'ERROR:  relation "no_such_table_here" does not exist
LINE 1: SELECT * FROM no_such_table_here
                      ^',
    ),
  ),
  'execute' => 
  array (
    0 => '22012',
    1 => 
    array (
      0 => '22012',
      1 => 7,
      2 => 'ERROR:  division by zero',
    ),
  ),
)

Warning: pg_query(): Query failed: ERROR:  syntax error at or near "SELEC"
LINE 1: SELEC 2
        ^ in %s on line %d

Warning: PDO::query(): SQLSTATE[42601]: Syntax error: 7 ERROR:  syntax error at or near "SELEC"
LINE 1: SELEC 3
        ^ in %s on line %d
