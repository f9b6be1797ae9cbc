--TEST--
leaks: a cycle through a Future or FutureState that alone owns its state is collected
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Future, FutureState};
class Failure extends Exception { public $g; }
class Guard { public $held; public function __construct(public string $name) {} public function __destruct() { echo "{$this->name} freed\n"; } }
gc_disable();

$g = new Guard('value of Future::completed');
$g->held = Future::completed($g);
unset($g);
$n = gc_collect_cycles();
echo "Future::completed: collected ", $n > 0 ? "some" : "none", "\n";

$s = new FutureState;
$g = new Guard('result of a FutureState');
$g->held = $s;
$s->complete($g);
unset($g, $s);
$n = gc_collect_cycles();
echo "FutureState: collected ", $n > 0 ? "some" : "none", "\n";

$e = new Failure('x');
$g = new Guard('error of Future::failed');
$g->held = Future::failed($e);
$g->held->ignore();
$e->g = $g;
unset($g, $e);
$n = gc_collect_cycles();
echo "Future::failed: collected ", $n > 0 ? "some" : "none", "\n";
echo "end\n";
?>
--EXPECTF--
value of Future::completed freed

Warning: Future was never used; call await(), map(), catch(), finally() or ignore() to suppress this warning. Created at %s004-future-cycles.php:8 in %s004-future-cycles.php on line 10
Future::completed: collected some
result of a FutureState freed

Warning: Future was never used; call await(), map(), catch(), finally() or ignore() to suppress this warning. Created at %s004-future-cycles.php:13 in %s004-future-cycles.php on line 18
FutureState: collected some
error of Future::failed freed
Future::failed: collected some
end