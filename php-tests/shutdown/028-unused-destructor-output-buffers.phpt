--TEST--
shutdown: in a script that never uses Async, destructors at shutdown see the script's output buffers (as stock PHP: they run before the buffers are flushed)
--EXTENSIONS--
true_async
--FILE--
<?php
class Example {
    function __construct() { ob_start(); echo "buffered by the constructor\n"; }
    function __destruct() {
        $data = ob_get_contents();
        ob_end_clean();
        echo "destructor first\n";
        echo "then: $data";
    }
}
$obj = new Example;
?>
--EXPECT--
destructor first
then: buffered by the constructor
