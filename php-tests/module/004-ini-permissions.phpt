--TEST--
module: async.debug_deadlock can be changed at run time; the per-request settings cannot
--EXTENSIONS--
true_async
--FILE--
<?php
var_dump(ini_set('async.debug_deadlock', '0'));
var_dump(ini_get('async.debug_deadlock'));
var_dump(ini_set('async.stack_size', '131072'));
var_dump(ini_get('async.stack_size'));
use function Async\{spawn, await};
$c = spawn(function () use (&$c) { await($c); });
try { await(spawn(fn() => await($c))); } catch (Async\DeadlockError $e) { echo "no report printed\n"; }
$c->cancel();
?>
--EXPECT--
string(1) "1"
string(1) "0"
bool(false)
string(6) "262144"
no report printed
