--TEST--
context: Async\Context is a final class; new Context() takes no arguments (its constructor is declared here, with none: ext-php-rs classes always have one)
--EXTENSIONS--
true_async
--FILE--
<?php
$r = new ReflectionClass(Async\Context::class);
var_dump($r->isFinal());
var_dump($r->getConstructor()?->getNumberOfParameters());
$c = new Async\Context();
var_dump($c instanceof Async\Context);
try { new Async\Context(1); } catch (ArgumentCountError $e) { echo get_class($e), "\n"; }
?>
--EXPECT--
bool(true)
int(0)
bool(true)
ArgumentCountError
