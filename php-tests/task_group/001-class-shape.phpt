--TEST--
task_group: TaskGroup is final and implements Awaitable, Countable, IteratorAggregate, but not Completable
--EXTENSIONS--
true_async
--FILE--
<?php
$r = new ReflectionClass(Async\TaskGroup::class);
var_dump($r->isFinal());
$g = new Async\TaskGroup();
var_dump($g instanceof Async\Awaitable);
var_dump($g instanceof Countable);
var_dump($g instanceof IteratorAggregate);
var_dump($g instanceof Traversable);
var_dump($g instanceof Async\Completable);
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(false)
