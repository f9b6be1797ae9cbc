--TEST--
scope: a Scope can be neither serialized nor unserialized (Exception)
--EXTENSIONS--
true_async
--FILE--
<?php
$s = new Async\Scope();
try {
    echo serialize($s), "\n";
} catch (Exception $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    var_dump(unserialize('O:11:"Async\Scope":0:{}'));
} catch (Exception $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
?>
--EXPECT--
Exception: Serialization of 'Async\Scope' is not allowed
Exception: Unserialization of 'Async\Scope' is not allowed
