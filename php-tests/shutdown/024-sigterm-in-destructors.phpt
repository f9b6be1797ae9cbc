--TEST--
shutdown: SIGTERM while destructors await at shutdown: they unwind at once (finally blocks run), exit status 143
--EXTENSIONS--
true_async
--FILE--
<?php
require __DIR__ . "/child.inc";
[$out, $status, $ms] = ta_run_child_timed(<<<'PHP'
<?php
use function Async\{spawn, delay};
class Conn {
    function __construct(public string $name) {}
    function __destruct() {
        try {
            // $b's destructor runs first (PHP's order), $a's once it waits.
            echo $this->name === "a" ? "ready\n" : "";
            delay(10000);
            echo "destructor done\n";
        } finally {
            echo "{$this->name} destructor finally\n";
        }
    }
}
$a = new Conn("a");
$b = new Conn("b");
spawn(fn() => 1);
PHP, SIGTERM);
// The two destructors wait in two walkers; they unwind in either order.
$lines = explode("\n", trim($out));
sort($lines);
echo implode("\n", $lines), "\n";
var_dump($status);
echo $ms < 3000 ? "exited soon after the signal\n" : "exited $ms ms after the signal\n";
?>
--EXPECT--
a destructor finally
b destructor finally
int(143)
exited soon after the signal
