--TEST--
future: Future::completed() and Future::failed() are already settled; await never suspends on them
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Future;
use function Async\{spawn, await};
$order = [];
spawn(function () use (&$order) { $order[] = "other coroutine"; });
$order[] = "before";
$v = await(Future::completed("ready"));
$order[] = "after await: $v";
try {
    Future::failed(new DomainException("broken"))->await();
} catch (DomainException $e) {
    $order[] = "caught " . $e->getMessage();
}
var_dump(Future::completed()->await());
print_r($order);
?>
--EXPECT--
NULL
Array
(
    [0] => before
    [1] => after await: ready
    [2] => caught broken
)
