--TEST--
future: Future and FutureState getCreatedFileAndLine() / getCompletedFileAndLine() return a list [file, line]; the completed one is [null, 0] until completed
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Future, FutureState};
$state = new FutureState();
$future = new Future($state);
var_dump($future->getCompletedFileAndLine(), $state->getCompletedFileAndLine() === $future->getCompletedFileAndLine());
$state->complete(1);
foreach ([$state->getCreatedFileAndLine(), $future->getCreatedFileAndLine(), $state->getCompletedFileAndLine(), $future->getCompletedFileAndLine()] as $fl) {
    echo var_export(array_is_list($fl), true), " ", basename($fl[0]), ":", $fl[1], "\n";
}
?>
--EXPECTF--
array(2) {
  [0]=>
  NULL
  [1]=>
  int(0)
}
bool(true)
true 061-file-and-line-lists.php:3
true 061-file-and-line-lists.php:3
true 061-file-and-line-lists.php:6
true 061-file-and-line-lists.php:6

Warning: Future was never used; call await(), map(), catch(), finally() or ignore() to suppress this warning. Created at %s061-file-and-line-lists.php:3 in Unknown on line 0