--TEST--
context: every lookup/unset method rejects an int key with a TypeError naming that method
--EXTENSIONS--
true_async
--FILE--
<?php
$c = Async\root_context();
$c->set('42', 'string forty-two');
foreach (['find', 'get', 'has', 'findLocal', 'getLocal', 'hasLocal', 'unset'] as $m) {
    try {
        $c->$m(42);
        echo "$m accepted\n";
    } catch (TypeError $e) {
        echo $e->getMessage(), "\n";
    }
}
try {
    $c->find([]);
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
echo $c->get('42'), "\n";
?>
--EXPECT--
Async\Context::find(): Argument #1 ($key) must be of type string|object, int given
Async\Context::get(): Argument #1 ($key) must be of type string|object, int given
Async\Context::has(): Argument #1 ($key) must be of type string|object, int given
Async\Context::findLocal(): Argument #1 ($key) must be of type string|object, int given
Async\Context::getLocal(): Argument #1 ($key) must be of type string|object, int given
Async\Context::hasLocal(): Argument #1 ($key) must be of type string|object, int given
Async\Context::unset(): Argument #1 ($key) must be of type string|object, int given
Async\Context::find(): Argument #1 ($key) must be of type string|object, array given
string forty-two
