--TEST--
shutdown: a coroutine awaiting the main coroutine is cancelled with the rest (finally blocks run, no DeadlockError) when the main script ends by an uncaught exception or exit()
--EXTENSIONS--
true_async
--FILE--
<?php
require __DIR__ . "/child.inc";
$awaiter = <<<'PHP'
use function Async\{spawn, await, delay, current_coroutine};
Async\suspend(); // launches the scheduler: the script becomes the main coroutine
$main = current_coroutine();
spawn(function () use ($main) {
    echo "awaiting main\n";
    try { await($main); echo "not reached\n"; }
    catch (Throwable $e) { echo "caught ", get_class($e), "\n"; }
    finally { delay(1); echo "awaiter finally\n"; }
});
delay(10);
PHP;
[$out, $status] = ta_run_child($awaiter . 'throw new DomainException("main failed");');
var_dump(str_contains($out, "Uncaught DomainException: main failed"), str_contains($out, "awaiter finally"),
    str_contains($out, "Deadlock"), str_contains($out, "not reached"), $status);
[$out, $status] = ta_run_child($awaiter . 'exit(3);');
echo $out, "\n";
var_dump($status);
?>
--EXPECT--
bool(true)
bool(true)
bool(false)
bool(false)
int(255)
awaiting main
awaiter finally
int(3)
