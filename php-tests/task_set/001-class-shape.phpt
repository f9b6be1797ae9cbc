--TEST--
task_set: TaskSet is final, Awaitable/Countable/IteratorAggregate, not Completable, and has no getResults/getErrors/suppressErrors
--EXTENSIONS--
true_async
--FILE--
<?php
$r = new ReflectionClass(Async\TaskSet::class);
var_dump($r->isFinal());
$s = new Async\TaskSet();
var_dump($s instanceof Async\Awaitable, $s instanceof Countable, $s instanceof IteratorAggregate, $s instanceof Async\Completable, $s instanceof Async\TaskGroup);
foreach (['getResults', 'getErrors', 'suppressErrors', 'race', 'any', 'all', 'joinNext', 'joinAny', 'joinAll', 'awaitCompletion', 'finally'] as $m) {
    echo $m, ": ", var_export(method_exists($s, $m), true), "\n";
}
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(false)
bool(false)
getResults: false
getErrors: false
suppressErrors: false
race: false
any: false
all: false
joinNext: true
joinAny: true
joinAll: true
awaitCompletion: true
finally: true
