--TEST--
native: ZEND_ASYNC_CURRENT_CONTEXT is the scope's Async\Context once made (NULL before, as in TrueAsync); C and PHP read and write the same values, string and object keys; include_parent walks up the scope chain; a key that is neither string nor object throws; has/unset report presence
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{spawn, await, current_context};

await(spawn(function () {
    var_dump(native_ctx('exists', 'current'));
    $ctx = current_context();
    var_dump(native_ctx('exists', 'current'), native_ctx('object', 'current') === $ctx);
    $ctx->set('php', 'from php');
    var_dump(native_ctx('find', 'current', 'php'));
    native_ctx('set', 'current', 'c', 42);
    var_dump($ctx->get('c'));
    native_ctx('set', 'current', 'c', 43);
    var_dump($ctx->get('c'));
    $k = new stdClass;
    native_ctx('set', 'current', $k, 'by object');
    var_dump($ctx->get($k), native_ctx('find', 'current', new stdClass));
    var_dump(native_ctx('has', 'current', 'c'), native_ctx('unset', 'current', 'c'),
        native_ctx('unset', 'current', 'c'), $ctx->has('c'), native_ctx('has', 'current', 'c'));
    try {
        native_ctx('find', 'current', 5);
    } catch (Error $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
    try {
        native_ctx('set', 'current', [1], 1);
    } catch (Error $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}));

$scope = Async\Scope::inherit();
await($scope->spawn(function () {
    current_context()->set('own', 1);
    var_dump(native_ctx('find', 'current', 'php', null, true));
    var_dump(native_ctx('find', 'current', 'php', null, false));
    var_dump(native_ctx('find', 'current', 'own', null, false));
}));
echo "done\n";
?>
--EXPECT--
bool(false)
bool(true)
bool(true)
array(2) {
  [0]=>
  bool(true)
  [1]=>
  string(8) "from php"
}
int(42)
int(43)
string(9) "by object"
array(2) {
  [0]=>
  bool(false)
  [1]=>
  NULL
}
bool(true)
bool(true)
bool(false)
bool(false)
bool(false)
Error: Context key must be a string or an object
Error: Context key must be a string or an object
array(2) {
  [0]=>
  bool(true)
  [1]=>
  string(8) "from php"
}
array(2) {
  [0]=>
  bool(false)
  [1]=>
  NULL
}
array(2) {
  [0]=>
  bool(true)
  [1]=>
  int(1)
}
done
