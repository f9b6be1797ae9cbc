--TEST--
output: a coroutine's echo is not caught by main's open buffer; main's buffer holds only main's output
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await};
ob_start();
echo "main before, ";
await(spawn(function () { echo "[coroutine writes directly]\n"; }));
echo "main after";
$mine = ob_get_clean();
echo "main's buffer: $mine\n";
?>
--EXPECT--
[coroutine writes directly]
main's buffer: main before, main after
