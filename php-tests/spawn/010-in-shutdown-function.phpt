--TEST--
spawn: coroutines spawned by a user shutdown function still run to completion
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, suspend};
register_shutdown_function(function () {
    echo "shutdown function\n";
    spawn(function () { echo "late coroutine\n"; suspend(); echo "late coroutine done\n"; });
});
echo "main\n";
?>
--EXPECT--
main
shutdown function
late coroutine
late coroutine done
