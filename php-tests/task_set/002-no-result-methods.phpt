--TEST--
task_set: calling getResults()/getErrors()/suppressErrors() on a TaskSet is an undefined-method Error
--EXTENSIONS--
true_async
--FILE--
<?php
$s = new Async\TaskSet();
foreach (['getResults', 'getErrors', 'suppressErrors'] as $m) {
    try {
        $s->$m();
        echo "$m exists\n";
    } catch (Error $e) {
        echo $e->getMessage(), "\n";
    }
}
?>
--EXPECT--
Call to undefined method Async\TaskSet::getResults()
Call to undefined method Async\TaskSet::getErrors()
Call to undefined method Async\TaskSet::suppressErrors()
