--TEST--
pool: async.stack_size sets the stack of new contexts (the smallest allowed here)
--EXTENSIONS--
true_async
--INI--
async.stack_size=32K
--FILE--
<?php
var_dump(Async\runtime_stats()['fiber_stack_size']);
var_dump(Async\await(Async\spawn(fn() => "runs on the minimum stack")));
?>
--EXPECT--
int(32768)
string(25) "runs on the minimum stack"
