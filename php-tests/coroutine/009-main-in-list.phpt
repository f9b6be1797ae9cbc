--TEST--
coroutine: the main coroutine is listed by get_coroutines() and has a spawn location
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, current_coroutine, get_coroutines};
Async\suspend(); // launches the scheduler: the script becomes the main coroutine
$main = current_coroutine();
$list = get_coroutines();
var_dump(count($list), $list[0] === $main, $main->isStarted(), $main->isCompleted());
echo basename($main->getSpawnFileAndLine()[0]), "\n";
?>
--EXPECT--
int(1)
bool(true)
bool(true)
bool(false)
009-main-in-list.php
