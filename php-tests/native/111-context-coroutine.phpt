--TEST--
native: a coroutine's own context is its record's `context`: coroutine_context() fills the field C reads, ZEND_ASYNC_GET_COROUTINE_CONTEXT() made from C is the one coroutine_context() and getContext() return, and it outlives the coroutine's end for its object
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{spawn, await, coroutine_context, current_context};

await(spawn(function () {
    var_dump(native_ctx('exists', 'coroutine_field'));
    $own = coroutine_context();
    $own->set('x', 1);
    var_dump(native_ctx('exists', 'coroutine_field'),
        native_ctx('object', 'coroutine_field') === $own,
        native_ctx('find', 'coroutine_field', 'x')[1]);
    // The scope's context is another one.
    var_dump(native_ctx('object', 'coroutine_field') === current_context());
}));

$co = spawn(function () {
    var_dump(native_ctx('exists', 'coroutine_field'));
    native_ctx('set', 'coroutine', 'y', 'set by C');
    var_dump(native_ctx('exists', 'coroutine_field'));
    var_dump(coroutine_context()->get('y'));
    var_dump(native_ctx('object', 'coroutine') === coroutine_context());
});
await($co);
var_dump($co->getContext()->get('y'));
unset($co);
echo "done\n";
?>
--EXPECT--
bool(false)
bool(true)
bool(true)
int(1)
bool(false)
bool(false)
bool(true)
string(8) "set by C"
bool(true)
string(8) "set by C"
done
