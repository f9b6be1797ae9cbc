--TEST--
destructors: objects not held only by a global (in an array, in a cycle) are walked in creation order; each destructor runs once
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{delay, suspend};
class Res {
    public static int $calls = 0;
    public ?Res $peer = null;
    public function __construct(public string $name) {}
    public function __destruct() {
        self::$calls++;
        echo "{$this->name} starts\n";
        suspend();
        echo "{$this->name} done\n";
    }
}
$list = [new Res("first"), new Res("second")];
$x = new Res("x"); $y = new Res("y");
$x->peer = $y; $y->peer = $x; // a cycle: refcounts above 1
register_shutdown_function(function () { echo "calls before the walk: ", Res::$calls, "\n"; });
?>
--EXPECT--
calls before the walk: 0
first starts
second starts
x starts
y starts
first done
second done
x done
y done
