--TEST--
destructors: an exception escaping a destructor at shutdown is reported as a warning; the other destructors still run
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\delay;
class Bad { public function __destruct() { Async\suspend(); throw new RuntimeException("cleanup failed"); } }
class Good { public function __destruct() { delay(200); echo "good cleaned up\n"; } }
$good = new Good();
$bad = new Bad();
echo "end\n";
?>
--EXPECTF--
end

Warning: Async: a destructor threw at shutdown: RuntimeException: cleanup failed in %s on line %d
good cleaned up
