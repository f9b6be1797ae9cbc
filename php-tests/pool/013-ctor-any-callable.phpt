--TEST--
pool: every kind of callable is accepted as factory and hooks (string, array, first-class, invokable)
--EXTENSIONS--
true_async
--FILE--
<?php
function make_res() { static $n = 0; $o = new stdClass; $o->id = ++$n; return $o; }
class Hooks {
    public function check($r) { echo "check {$r->id}\n"; return true; }
    public static function destroy($r) { echo "destroy {$r->id}\n"; }
    public function __invoke($r) { echo "before release {$r->id}\n"; return true; }
}
$h = new Hooks;
$pool = new Async\Pool('make_res', 'Hooks::destroy', null, [$h, 'check'], $h, 1, 2);
$r = $pool->tryAcquire();
$pool->release($r);
$pool->close();
$p2 = new Async\Pool(make_res(...), min: 1);
echo $p2->tryAcquire()->id, "\n";
?>
--EXPECT--
check 1
before release 1
destroy 1
2
