--TEST--
context: an object key only referenced by a standalone Context lives as long as the Context
--EXTENSIONS--
true_async
--FILE--
<?php
class Key {
    public function __destruct() { echo "key destroyed\n"; }
}
$c = new Async\Context();
$c->set(new Key, 1);
echo "set done\n";
unset($c);
echo "context gone\n";
?>
--EXPECT--
set done
key destroyed
context gone
