--TEST--
task_group: spawn()/spawnWithKey() return null and accept any callable (function name, static method string, [object, method], first-class callable)
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\await;
class K {
    public function mul($a, $b) { return $a * $b; }
    public static function neg($a) { return -$a; }
}
$g = new Async\TaskGroup();
var_dump($g->spawn('strtoupper', 'abc'));
var_dump($g->spawnWithKey('m', [new K, 'mul'], 6, 7));
$g->spawn('K::neg', 5);
$g->spawn(strrev(...), 'xyz');
echo json_encode(await($g->all())), "\n";
?>
--EXPECT--
NULL
NULL
{"0":"ABC","m":42,"1":-5,"2":"zyx"}
