--TEST--
errors: int, bool and float arguments of the Async functions and of the hooked functions are read as PHP reads internal functions' arguments: coerced without strict_types (with PHP's deprecations), TypeError with strict_types
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, await_all, await_any_of, delay, timeout};
await(spawn(function () {
    foreach (["10", 1.0, 1.5, true, "abc", null] as $v) {
        try { delay($v); echo "delay(", var_export($v, true), ") accepted\n"; }
        catch (TypeError $e) { echo $e->getMessage(), "\n"; }
    }
    $t = timeout("50");
    echo get_class($t), "\n";
    $t->cancel();
    [$r] = await_all([spawn(fn() => 1)], null, 0);
    echo "await_all(..., preserveKeyOrder: 0): ", count($r), " result\n";
    [$r] = await_any_of("1", [spawn(fn() => 1)]);
    echo "await_any_of('1', ...): ", count($r), " result\n";
    var_dump(usleep("10"), sleep("0"), time_nanosleep("0", "1000"), time_sleep_until((string)(microtime(true) + 0.5)));
}));
$code = <<<'PHP'
declare(strict_types=1);
Async\await(Async\spawn(function () {
    try { Async\delay("10"); echo "accepted\n"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
    try { usleep("10"); echo "accepted\n"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
    try { Async\await_all([], null, 0); echo "accepted\n"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
}));
PHP;
$file = tempnam(sys_get_temp_dir(), "ta-strict") . ".php";
file_put_contents($file, "<?php\n" . $code);
require $file;
unlink($file);
?>
--EXPECTF--
delay('10') accepted
delay(1.0) accepted

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line %d
delay(1.5) accepted
delay(true) accepted
Async\delay(): Argument #1 ($ms) must be of type int, string given

Deprecated: Async\delay(): Passing null to parameter #1 ($ms) of type int is deprecated in %s on line %d
delay(NULL) accepted
Async\Timeout
await_all(..., preserveKeyOrder: 0): 1 result
await_any_of('1', ...): 1 result
NULL
int(0)
bool(true)
bool(true)
Async\delay(): Argument #1 ($ms) must be of type int, string given
usleep(): Argument #1 ($microseconds) must be of type int, string given
Async\await_all(): Argument #3 ($preserveKeyOrder) must be of type bool, int given
