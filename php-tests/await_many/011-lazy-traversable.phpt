--TEST--
await_many: a Traversable is read as the wait goes on (an entry it yields early can end the wait before the iterator does); when the iterator throws, the coroutines it yielded are cancelled and no unawaited failure is reported; object keys are an Async\AsyncException
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await_all, await_any_or_fail, delay};

function slow_source(): Generator {
    yield "fast" => spawn(function () { delay(5); return "fast result"; });
    try {
        // 'fast' must end meanwhile: its first run comes after this wait
        // starts, and took up to 400 ms under valgrind on a loaded machine.
        delay(100 * (str_contains((string) getenv('LD_PRELOAD'), 'vgpreload') ? 10 : 1));
        yield "slow" => spawn(function () { delay(10); return "slow result"; });
        delay(5000);
        yield "never" => spawn(fn() => "never");
    } finally {
        echo "generator closed\n";
    }
}
$t = hrtime(true);
echo await_any_or_fail(slow_source()), "\n";
$ms = (hrtime(true) - $t) / 1e6;
echo $ms < 2000 ? "did not wait for the iterator to end\n" : "waited $ms ms\n";

function broken_source(array &$spawned): Generator {
    yield $spawned[] = spawn(function () { delay(50); throw new RuntimeException("would go unseen"); });
    yield $spawned[] = spawn(function () { try { delay(5000); } finally { echo "second cleaned up\n"; } });
    delay(1);
    throw new LogicException("iterator broke");
}
$spawned = [];
try {
    await_all(broken_source($spawned));
} catch (LogicException $e) {
    echo "caught: ", $e->getMessage(), "\n";
}
delay(100);
foreach ($spawned as $c) echo "cancelled: ", var_export($c->isCancelled(), true), "\n";

function bad_keys(): Generator {
    yield new stdClass => spawn(fn() => 1);
}
try {
    await_all(bad_keys());
} catch (Async\AsyncException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
echo "end\n";
?>
--EXPECT--
generator closed
fast result
did not wait for the iterator to end
caught: iterator broke
second cleaned up
cancelled: true
cancelled: true
Async\AsyncException: Async\await_all(): Argument #1 ($triggers) must only have int or string keys, stdClass given
end
