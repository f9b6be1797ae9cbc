--TEST--
scope: finally() with a non-callable argument throws TypeError, without one ArgumentCountError
--EXTENSIONS--
true_async
--FILE--
<?php
$s = new Async\Scope();
foreach ([42, "no_such_function_for_this_test", null] as $arg) {
    try {
        $s->finally($arg);
        echo "accepted\n";
    } catch (TypeError $e) {
        echo get_class($e), "\n";
    }
}
try {
    $s->finally();
} catch (ArgumentCountError $e) {
    echo get_class($e), "\n";
}
?>
--EXPECT--
TypeError
TypeError
TypeError
ArgumentCountError
