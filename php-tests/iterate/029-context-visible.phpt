--TEST--
iterate: the caller's scope context is visible to callbacks, which run in a child scope sharing one context
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{iterate, current_context};
current_context()->set('k', 1);
iterate([1, 2], function ($v) {
    $ctx = current_context();
    echo "$v: get k = ", $ctx->get('k'), ", local k: ", var_export($ctx->hasLocal('k'), true), "\n";
    $ctx->set('seen', $v, true);
}, 1);
var_dump(current_context()->find('seen'));
var_dump(current_context()->get('k'));
$co = Async\spawn(function () {
    current_context()->set('k', 'coroutine scope value', true);
    iterate(['x'], function ($v) { echo "$v: ", current_context()->get('k'), "\n"; });
});
Async\await($co);
?>
--EXPECT--
1: get k = 1, local k: false
2: get k = 1, local k: false
NULL
int(1)
x: coroutine scope value
