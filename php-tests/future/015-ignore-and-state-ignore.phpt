--TEST--
future: ignore() returns the same future (chainable) and leaves its outcome intact; FutureState::ignore() too
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Future, FutureState};
$f = Future::failed(new RuntimeException("kept"));
$g = $f->ignore();
var_dump($g->isCompleted());
try { $g->await(); } catch (RuntimeException $e) { echo "still fails with: ", $e->getMessage(), "\n"; }
$s = new FutureState();
$s->ignore();
$s->complete(5);
var_dump((new Future($s))->await());
echo Future::completed("chained")->ignore()->map(fn($v) => strtoupper($v))->await(), "\n";
?>
--EXPECT--
bool(true)
still fails with: kept
int(5)
CHAINED
