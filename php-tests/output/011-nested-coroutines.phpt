--TEST--
output: a coroutine that buffers and awaits a child it spawned does not catch the child's output; each captures only its own
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await};
$parent = spawn(function () {
    ob_start();
    echo "parent text";
    $childText = await(spawn(function () {
        echo "[child writes directly]\n";
        ob_start();
        echo "child buffered";
        return ob_get_clean();
    }));
    return [ob_get_clean(), $childText];
});
[$p, $c] = await($parent);
echo "parent captured: $p\nchild captured: $c\n";
?>
--EXPECT--
[child writes directly]
parent captured: parent text
child captured: child buffered
