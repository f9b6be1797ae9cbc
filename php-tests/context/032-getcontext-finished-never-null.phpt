--TEST--
context: getContext() of a finished coroutine that never used a context returns a (cached) empty Context, never null
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await};
$c = spawn(fn() => 'done');
echo await($c), "\n";
$ctx = $c->getContext();
var_dump($ctx instanceof Async\Context);
var_dump($ctx === $c->getContext());
var_dump($ctx->hasLocal('x'));
$ctx->set('x', 'later');
echo $c->getContext()->get('x'), "\n";
$failed = spawn(fn() => throw new RuntimeException('boom'));
try { await($failed); } catch (RuntimeException $e) { echo $e->getMessage(), "\n"; }
var_dump($failed->getContext() instanceof Async\Context);
?>
--EXPECT--
done
bool(true)
bool(true)
bool(false)
later
boom
bool(true)
