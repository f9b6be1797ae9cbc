--TEST--
shutdown: a coroutine spawned by a destructor at shutdown still runs to completion
--EXTENSIONS--
true_async
--FILE--
<?php
class D { function __destruct() { echo "destruct\n"; Async\spawn(function () { echo "coroutine from destructor runs\n"; Async\suspend(); echo "and finishes\n"; }); } }
$d = new D;
echo "end\n";
?>
--EXPECT--
end
destruct
coroutine from destructor runs
and finishes
