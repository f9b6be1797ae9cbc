--TEST--
context: a Context cannot be serialized (serialize() throws)
--EXTENSIONS--
true_async
--FILE--
<?php
$c = new Async\Context();
$c->set('k', 'v');
try {
    $s = serialize($c);
    echo "serialized: $s\n";
} catch (Throwable $e) {
    echo "serialize refused\n";
}
try {
    $s = serialize(Async\root_context());
    echo "serialized: $s\n";
} catch (Throwable $e) {
    echo "serialize refused\n";
}
?>
--EXPECT--
serialize refused
serialize refused
