--TEST--
task_group: foreach by reference throws Error "Cannot iterate TaskGroup by reference"
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\await;
$g = new Async\TaskGroup();
$g->spawn(fn() => 1);
$g->close();
try {
    foreach ($g as $k => &$v) {
        echo "iterated\n";
    }
    echo "no error\n";
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
echo json_encode(await($g->all())), "\n";
?>
--EXPECT--
Error: Cannot iterate TaskGroup by reference
[1]
