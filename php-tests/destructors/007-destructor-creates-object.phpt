--TEST--
destructors: an object created by a destructor during the walk is destructed too (by PHP's own pass: no await there, but no crash and no loss)
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\delay;
class Child { public function __destruct() { echo "child destructed\n"; } }
class Parent_ {
    public static array $keep = [];
    public function __destruct() {
        delay(1);
        self::$keep[] = new Child();
        echo "parent destructed\n";
    }
}
$p = new Parent_();
?>
--EXPECT--
parent destructed
child destructed
