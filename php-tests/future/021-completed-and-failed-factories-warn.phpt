--TEST--
future: Future::completed() and Future::failed() left unused warn as TrueAsync does; a failed() one also names its message
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Future;
Future::completed(1);
echo "after completed()\n";
Future::failed(new LogicException("from failed()"));
echo "end\n";
?>
--EXPECTF--
Warning: Future was never used; call await(), map(), catch(), finally() or ignore() to suppress this warning. Created at %s021-completed-and-failed-factories-warn.php:3 in %s021-completed-and-failed-factories-warn.php on line 3
after completed()

Warning: Future was never used; call await(), map(), catch(), finally() or ignore() to suppress this warning. Created at %s021-completed-and-failed-factories-warn.php:5 in %s021-completed-and-failed-factories-warn.php on line 5

Warning: Unhandled exception in Future: from failed(); use catch() or ignore() to handle. Created at %s021-completed-and-failed-factories-warn.php:5, completed at %s021-completed-and-failed-factories-warn.php:5 in %s021-completed-and-failed-factories-warn.php on line 5
end
