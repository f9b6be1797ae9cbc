--TEST--
context: Context is strict: writing a dynamic property throws Error (no deprecation, property not created)
--EXTENSIONS--
true_async
--FILE--
<?php
$c = new Async\Context();
try {
    $c->foo = 1;
    echo "dynamic property accepted\n";
} catch (Error $e) {
    echo get_class($e), "\n";
}
var_dump(isset($c->foo));
$root = Async\root_context();
try {
    $root->bar = 2;
    echo "dynamic property accepted\n";
} catch (Error $e) {
    echo get_class($e), "\n";
}
?>
--EXPECT--
Error
bool(false)
Error
