--TEST--
module: int, bool and string parameters of the classes' methods are read as PHP's own functions read them: coercion in weak mode, and a TypeError that names the method and the argument
--EXTENSIONS--
true_async
--FILE--
<?php
function attempt(string $label, callable $f): void {
    try {
        $r = $f();
        echo "$label: ok", $r === null ? "" : " " . var_export($r, true), "\n";
    } catch (Throwable $e) {
        echo "$label: ", get_class($e), ": ", $e->getMessage(), "\n";
    }
}
attempt("Channel capacity string", fn() => (new Async\Channel("x"))->capacity());
attempt("Channel capacity numeric string", fn() => (new Async\Channel("3"))->capacity());
attempt("Channel capacity float", fn() => (new Async\Channel(2.0))->capacity());
attempt("Channel noProducerTimeout array", fn() => new Async\Channel(1, []));
attempt("Channel hardTimeouts array", fn() => new Async\Channel(hardTimeouts: []));
attempt("Channel hardTimeouts int", fn() => (new Async\Channel(1, hardTimeouts: 1))->capacity());
attempt("TaskGroup concurrency string", fn() => new Async\TaskGroup("a"));
attempt("TaskSet queueLimit string", fn() => new Async\TaskSet(1, "b"));
attempt("TaskGroup::all array", fn() => (new Async\TaskGroup())->all([]));
attempt("TaskSet::joinAll object", fn() => (new Async\TaskSet())->joinAll(new stdClass));
attempt("Context::set replace array", fn() => (new Async\Context)->set("k", 1, []));
attempt("Scope::disposeAfterTimeout string", fn() => (new Async\Scope)->disposeAfterTimeout("soon"));
attempt("FileSystemWatcher path array", fn() => new Async\FileSystemWatcher([]));
attempt("Pool min string", fn() => new Async\Pool(fn() => 1, min: "few"));
$co = Async\spawn(fn() => 1);
attempt("Coroutine::getTrace string", fn() => $co->getTrace("all"));
Async\await($co);
// Reflection still shows the declared types and defaults of the stubs.
foreach ([["Async\\Channel", "__construct"], ["Async\\TaskSet", "__construct"], ["Async\\Pool", "__construct"]] as [$c, $m]) {
    foreach ((new ReflectionMethod($c, $m))->getParameters() as $p) {
        if ($p->getType()?->getName() === "mixed") continue;
        echo "$c::$m \$", $p->getName(), ": ", $p->getType(), $p->isOptional() ? " = " . var_export($p->getDefaultValue(), true) : "", "\n";
    }
}
?>
--EXPECT--
Channel capacity string: TypeError: Async\Channel::__construct(): Argument #1 ($capacity) must be of type int, string given
Channel capacity numeric string: ok 3
Channel capacity float: ok 2
Channel noProducerTimeout array: TypeError: Async\Channel::__construct(): Argument #2 ($noProducerTimeout) must be of type int, array given
Channel hardTimeouts array: TypeError: Async\Channel::__construct(): Argument #4 ($hardTimeouts) must be of type bool, array given
Channel hardTimeouts int: ok 1
TaskGroup concurrency string: TypeError: Async\TaskGroup::__construct(): Argument #1 ($concurrency) must be of type int, string given
TaskSet queueLimit string: TypeError: Async\TaskSet::__construct(): Argument #2 ($queueLimit) must be of type int, string given
TaskGroup::all array: TypeError: Async\TaskGroup::all(): Argument #1 ($ignoreErrors) must be of type bool, array given
TaskSet::joinAll object: TypeError: Async\TaskSet::joinAll(): Argument #1 ($ignoreErrors) must be of type bool, stdClass given
Context::set replace array: TypeError: Async\Context::set(): Argument #3 ($replace) must be of type bool, array given
Scope::disposeAfterTimeout string: TypeError: Async\Scope::disposeAfterTimeout(): Argument #1 ($timeout) must be of type int, string given
FileSystemWatcher path array: TypeError: Async\FileSystemWatcher::__construct(): Argument #1 ($path) must be of type string, array given
Pool min string: TypeError: Async\Pool::__construct(): Argument #6 ($min) must be of type int, string given
Coroutine::getTrace string: TypeError: Async\Coroutine::getTrace(): Argument #1 ($options) must be of type int, string given
Async\Channel::__construct $capacity: int = 0
Async\Channel::__construct $noProducerTimeout: int = 0
Async\Channel::__construct $noConsumerTimeout: int = 0
Async\Channel::__construct $hardTimeouts: bool = false
Async\TaskSet::__construct $concurrency: ?int = NULL
Async\TaskSet::__construct $queueLimit: ?int = NULL
Async\Pool::__construct $min: int = 0
Async\Pool::__construct $max: int = 10
Async\Pool::__construct $healthcheckInterval: int = 0
