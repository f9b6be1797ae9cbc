--TEST--
destructors: three global objects whose destructors each delay() at shutdown all finish, concurrently, after the shutdown functions
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\delay;
class Conn {
    public function __construct(public string $name, public int $ms) {}
    public function __destruct() {
        echo "{$this->name}: closing\n";
        delay($this->ms);
        echo "{$this->name}: closed\n";
    }
}
$a = new Conn("a", 400);
$b = new Conn("b", 100);
$c = new Conn("c", 250);
register_shutdown_function(function () { echo "shutdown function\n"; $GLOBALS["t"] = hrtime(true); });
echo "script ends\n";
?>
--EXPECT--
script ends
shutdown function
c: closing
b: closing
a: closing
b: closed
c: closed
a: closed
