--TEST--
pgsql: with async.hook_pgsql off a query blocks the process (the ticker stands still) with stock's result; on again it waits in the reactor; a query in a destructor run by the GC (no switch allowed) takes the blocking path
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

function timed_queries(PgSql\Connection $c, PDO $pdo): array {
    $ticks = 0;
    $ticker = ta_ticker($ticks, 10);
    delay(20);
    $before = $ticks;
    $a = pg_fetch_row(pg_query($c, 'SELECT pg_sleep(0.2), 1'))[1];
    $b = $pdo->query('SELECT pg_sleep(0.2), 2')->fetch(PDO::FETCH_NUM)[1];
    $during = $ticks - $before;
    $ticker->cancel();
    return [$a, $b, $during];
}

$c = ta_pg();
$pdo = ta_pdo();
ini_set('async.hook_pgsql', '0');
[$a, $b, $during] = await(spawn('timed_queries', $c, $pdo));
var_dump($a, $b, $during);
ini_set('async.hook_pgsql', '1');
[$a, $b, $during] = await(spawn('timed_queries', $c, $pdo));
var_dump($a, $b, ta_ticked($during, 10));

class Saver {
    public $self;
    public function __construct(private PgSql\Connection $c) {}
    public function __destruct() {
        echo 'destructor: ', pg_fetch_row(pg_query($this->c, 'SELECT pg_sleep(0.05), 9'))[1], "\n";
    }
}
await(spawn(function () use ($c) {
    $s = new Saver($c);
    $s->self = $s;
    unset($s);
    gc_collect_cycles();
    echo "collected\n";
}));
?>
--EXPECT--
string(1) "1"
int(2)
int(0)
string(1) "1"
int(2)
bool(true)
destructor: 9
collected
