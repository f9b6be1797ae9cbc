--TEST--
destructors: destructors that may await at shutdown see and write into the main script's output buffers, as PHP's own destructor pass does; a private destructor is PHP's own pass's (ignored with its warning)
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
echo await(spawn(fn() => "coroutines used\n"));
class Example {
    function __construct() { ob_start(); echo "buffered by the constructor\n"; }
    function __destruct() {
        delay(5);
        $data = ob_get_contents();
        ob_end_clean();
        echo "destructor first, after an await\n";
        echo "then: $data";
    }
}
class Hidden { private function __destruct() { echo "never\n"; } }
$h = new Hidden;
$obj = new Example;
?>
--EXPECTF--
coroutines used
destructor first, after an await
then: buffered by the constructor

Warning: Call to private Hidden::__destruct() from global scope during shutdown ignored in Unknown on line 0
