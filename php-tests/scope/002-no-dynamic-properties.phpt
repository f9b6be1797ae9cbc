--TEST--
scope: a Scope rejects dynamic properties with an Error
--EXTENSIONS--
true_async
--FILE--
<?php
$s = new Async\Scope();
try {
    $s->foo = 1;
    echo "no error\n";
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump(isset($s->foo));
?>
--EXPECT--
Error: Cannot create dynamic property Async\Scope::$foo
bool(false)
