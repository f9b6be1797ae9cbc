--TEST--
future: ignore() on the Future or on its FutureState silences both warnings; await, catch() and a failed await() use a future and handle its error
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Future, FutureState};
use function Async\await;
$s = new FutureState(); $f = new Future($s); $s->error(new Exception("a")); $f->ignore(); unset($f, $s);
$s = new FutureState(); $s->ignore(); $s->error(new Exception("b")); unset($s);
Future::failed(new Exception("c"))->ignore();
Future::completed(1)->ignore();
echo Future::completed(2)->await(), "\n";
try { Future::failed(new Exception("d"))->await(); } catch (Exception $e) { echo "caught ", $e->getMessage(), "\n"; }
try { await(Future::failed(new Exception("e"))); } catch (Exception $e) { echo "caught ", $e->getMessage(), "\n"; }
echo Future::failed(new Exception("f"))->catch(fn($e) => "recovered " . $e->getMessage())->await(), "\n";
echo "no warning\n";
?>
--EXPECT--
2
caught d
caught e
recovered f
no warning
