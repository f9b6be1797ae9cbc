--TEST--
pool: the healthcheck timer does not keep the event loop alive, the script ends when the coroutines are done
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, delay};
$pool = new Async\Pool(
    fn() => new stdClass,
    healthcheck: fn($r) => true,
    min: 1,
    healthcheckInterval: 10,
);
spawn(function () {
    delay(30);
    echo "coroutine done\n";
});
echo "main end\n";
?>
--EXPECT--
main end
coroutine done
