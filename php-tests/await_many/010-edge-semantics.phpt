--TEST--
await_many: several complete entries give the first in the input's order; an empty input gives null; a count of 0 gives [] and a count above the entries waits for all; a cancellation token that is also an entry wins
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await_all, await_any_or_fail, await_first_success, await_any_of, await_any_of_or_fail, delay};

var_dump(await_any_or_fail([]));

$late = spawn(function () { delay(5); return "late"; });
$early = spawn(fn() => "early");
$failed = spawn(function () { throw new LogicException("failed"); });
await_all([$late, $early, $failed]);
echo "any_or_fail: ", await_any_or_fail(["l" => $late, "e" => $early]), "\n";
[$first, $errors] = await_first_success(["f" => $failed, "l" => $late, "e" => $early]);
echo "first_success: $first, errors: ", implode(",", array_keys($errors)), "\n";

var_dump(await_any_of(0, [spawn(fn() => 1)]));

$three = [spawn(fn() => 1), spawn(function () { delay(5); return 2; }), spawn(function () { delay(10); return 3; })];
[$results, $errors] = await_any_of(5, $three);
echo "any_of(5) of 3: ", implode(",", $results), " (", count($errors), " errors)\n";
echo "any_of_or_fail(4) of 3: ", implode(",", await_any_of_or_fail(4, $three)), "\n";

$token = spawn(function () { delay(5); return "token"; });
$slow = spawn(function () { delay(50); return "slow"; });
try {
    await_any_or_fail([$token, $slow], $token);
    echo "no cancellation\n";
} catch (Async\AsyncCancellation $e) {
    echo "cancelled by the token: ", get_class($e), "\n";
}
$done = Async\Future::completed("done");
try {
    await_all([$done], $done);
    echo "no cancellation\n";
} catch (Async\AsyncCancellation $e) {
    echo "a completed token wins over a completed entry: ", get_class($e), "\n";
}
?>
--EXPECTF--
NULL
any_or_fail: late
first_success: late, errors: f
array(0) {
}
any_of(5) of 3: 1,2,3 (0 errors)
any_of_or_fail(4) of 3: 1,2,3
cancelled by the token: %s
a completed token wins over a completed entry: %s
