--TEST--
future: a second complete() or error() throws AsyncException "FutureState is already completed at file:line", naming where the first completion happened
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Future, FutureState};
$a = new FutureState();
$a->complete("first");
try { $a->complete("again"); } catch (Async\AsyncException $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$b = new FutureState();
$fb = new Future($b);
$fb->ignore();
$b->error(new RuntimeException("first"));
try { $b->complete(1); } catch (Async\AsyncException $e) { echo $e->getMessage(), "\n"; }
try { $b->error(new LogicException("again")); } catch (Async\AsyncException $e) { echo $e->getMessage(), "\n"; }
?>
--EXPECTF--
Async\AsyncException: FutureState is already completed at %s060-already-completed-names-first.php:4
FutureState is already completed at %s060-already-completed-names-first.php:9
FutureState is already completed at %s060-already-completed-names-first.php:9

Warning: Future was never used; call await(), map(), catch(), finally() or ignore() to suppress this warning. Created at %s060-already-completed-names-first.php:3 in Unknown on line 0
