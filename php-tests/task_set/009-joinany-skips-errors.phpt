--TEST--
task_set: joinAny() skips errors, delivers the first success (settled ones in spawn order) and removes only that entry
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{await, delay};
$set = new Async\TaskSet();
// The wait below starts before the tasks first run, and under valgrind on a
// loaded machine their first run alone took up to 400 ms: 5x there.
$slow = str_contains((string) getenv('LD_PRELOAD'), 'vgpreload') ? 5 : 1;
$set->spawn(fn() => throw new RuntimeException('e'));
$set->spawn(function () { delay(1); return 'first ok'; });
$set->spawn(fn() => 'settled earlier');
$set->spawn(function () use ($slow) { delay(400 * $slow); return 'pending ok'; });
delay(150 * $slow); // both settled, the last one still pending
echo await($set->joinAny()), ", left ", count($set), "\n";
echo await($set->joinAny()), ", left ", count($set), "\n";
echo await($set->joinAny()), ", left ", count($set), "\n";
try {
    await($set->joinNext());
} catch (RuntimeException $e) {
    echo "remaining error: ", $e->getMessage(), ", left ", count($set), "\n";
}
?>
--EXPECT--
first ok, left 3
settled earlier, left 2
pending ok, left 1
remaining error: e, left 0
