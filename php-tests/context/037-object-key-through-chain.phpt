--TEST--
context: an object key set in the root is found from a child scope with the same instance only
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{root_context, current_context, await};
$key = new stdClass;
$other = new stdClass;
root_context()->set($key, 'service');
$s = Async\Scope::inherit();
echo json_encode(await($s->spawn(fn() => [current_context()->find($key), current_context()->find($other), current_context()->hasLocal($key), current_context()->has($key)]))), "\n";
?>
--EXPECT--
["service",null,false,true]
