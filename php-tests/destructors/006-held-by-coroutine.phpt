--TEST--
destructors: an object a finished coroutine left in a global and one in a static property both get awaiting destructors at shutdown
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
class Handle {
    public function __construct(public string $name, public int $ms) {}
    public function __destruct() { delay($this->ms); echo "{$this->name} released\n"; }
}
class Registry { public static ?Handle $h = null; }
await(spawn(function () {
    $GLOBALS["left"] = new Handle("global handle", 5);
    Registry::$h = new Handle("static handle", 200);
}));
echo "script ends\n";
?>
--EXPECT--
script ends
global handle released
static handle released
