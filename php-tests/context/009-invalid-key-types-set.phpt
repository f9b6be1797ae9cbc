--TEST--
context: set() rejects int, array, null, float and bool keys with the exact TypeError (no coercion to string)
--EXTENSIONS--
true_async
--FILE--
<?php
$c = new Async\Context();
foreach ([1, [1], null, 1.5, true] as $key) {
    try {
        $c->set($key, 'x');
        echo "accepted\n";
    } catch (TypeError $e) {
        echo $e->getMessage(), "\n";
    }
}
var_dump($c->has('1'));
?>
--EXPECT--
Async\Context::set(): Argument #1 ($key) must be of type string|object, int given
Async\Context::set(): Argument #1 ($key) must be of type string|object, array given
Async\Context::set(): Argument #1 ($key) must be of type string|object, null given
Async\Context::set(): Argument #1 ($key) must be of type string|object, float given
Async\Context::set(): Argument #1 ($key) must be of type string|object, bool given
bool(false)
