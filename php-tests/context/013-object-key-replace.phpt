--TEST--
context: the replace rule applies to object keys too; after unset() the key can be set again without replace
--EXTENSIONS--
true_async
--FILE--
<?php
$key = new ArrayObject();
$c = new Async\Context();
$c->set($key, 'a');
try {
    $c->set($key, 'b');
    echo "no exception\n";
} catch (Async\AsyncException $e) {
    echo $e->getMessage(), "\n";
}
echo $c->get($key), "\n";
$c->set($key, 'c', replace: true);
echo $c->get($key), "\n";
$c->unset($key);
$c->set($key, 'd');
echo $c->get($key), "\n";
?>
--EXPECT--
Context key already exists and replace is false
a
c
d
