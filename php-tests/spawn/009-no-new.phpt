--TEST--
spawn: Async\Coroutine is made only by spawn(): no new, clone or unserialize
--EXTENSIONS--
true_async
--FILE--
<?php
try { new Async\Coroutine(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$c = Async\spawn(fn() => 1);
try { clone $c; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { serialize($c); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(Async\await($c));
?>
--EXPECT--
Exception: You cannot instantiate this class from PHP.
Error: Trying to clone an uncloneable object of class Async\Coroutine
Exception: Serialization of 'Async\Coroutine' is not allowed
int(1)
