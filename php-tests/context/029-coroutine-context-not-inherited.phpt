--TEST--
context: coroutine_context() is per coroutine and never inherited by child coroutines
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{coroutine_context, spawn, await};
coroutine_context()->set('k', 'main');
$r = await(spawn(function () {
    $before = coroutine_context()->find('k');
    coroutine_context()->set('k', 'parent');
    $child = await(spawn(fn() => [coroutine_context()->find('k'), coroutine_context()->has('k')]));
    return [$before, $child, coroutine_context()->get('k')];
}));
echo json_encode($r), "\n";
echo coroutine_context()->get('k'), "\n";
?>
--EXPECT--
[null,[null,false],"parent"]
main
