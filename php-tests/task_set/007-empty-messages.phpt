--TEST--
task_set: joinNext()/joinAny() on an empty set (fresh or fully consumed) throw the TaskGroup messages verbatim
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\await;
function attempt(Async\TaskSet $set): void {
    foreach (['joinNext', 'joinAny'] as $m) {
        try {
            $f = $set->$m();
            echo "$m: no throw\n";
            $f->ignore();
        } catch (Async\AsyncException $e) {
            echo "$m: ", get_class($e), ": ", $e->getMessage(), "\n";
        }
    }
}
$set = new Async\TaskSet();
attempt($set);
$set->spawn(fn() => 'only');
echo await($set->joinNext()), "\n";
attempt($set);
?>
--EXPECT--
joinNext: Async\AsyncException: Cannot race on an empty TaskGroup
joinAny: Async\AsyncException: Cannot call any() on an empty TaskGroup
only
joinNext: Async\AsyncException: Cannot race on an empty TaskGroup
joinAny: Async\AsyncException: Cannot call any() on an empty TaskGroup
