--TEST--
shutdown: in a script that never uses Async, a destructor that throws at shutdown is PHP's own uncaught exception (fatal error, status 255), and a private destructor gets PHP's own warning
--EXTENSIONS--
true_async
--FILE--
<?php
require __DIR__ . "/child.inc";
[$out, $status] = ta_run_child(<<<'PHP'
class Boom { function __destruct() { throw new Exception("boom"); } }
$b = new Boom;
echo "end of script\n";
PHP);
echo $out, "\nstatus $status\n";
[$out, $status] = ta_run_child(<<<'PHP'
class Hidden { private function __destruct() { echo "never\n"; } }
$h = new Hidden;
echo "end of script\n";
PHP);
echo $out, "\nstatus $status\n";
?>
--EXPECTF--
end of script

Fatal error: Uncaught Exception: boom in %s:2
Stack trace:
#0 [internal function]: Boom->__destruct()
#1 {main}
  thrown in %s on line 2
status 255
end of script

Warning: Call to private Hidden::__destruct() from global scope during shutdown ignored in Unknown on line 0
status 0
