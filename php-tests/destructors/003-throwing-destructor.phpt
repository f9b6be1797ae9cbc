--TEST--
destructors: an exception escaping a destructor at shutdown ends the destructor pass as in PHP (uncaught exception, status 255, no other destructor starts); a destructor already awaiting still finishes
--EXTENSIONS--
true_async
--FILE--
<?php
require __DIR__ . "/../shutdown/child.inc";
[$out, $status] = ta_run_child(<<<'PHP'
use function Async\delay;
class Bad { public function __destruct() { throw new RuntimeException("cleanup failed"); } }
class Good { public function __destruct() { delay(200); echo "good cleaned up\n"; } }
class Other { public function __construct(public string $name) {} public function __destruct() { echo "{$this->name} destructed\n"; } }
$never = new Other("never"); // the globals go last to first, as in PHP
$bad = new Bad();
$good = new Good();
$first = new Other("first");
echo "end\n";
PHP);
echo $out, "\nstatus $status\n";
?>
--EXPECTF--
end
first destructed

Fatal error: Uncaught RuntimeException: cleanup failed in %s:3
Stack trace:
#0 [internal function]: Bad->__destruct()
#1 {main}
  thrown in %s on line 3
good cleaned up
status 255
