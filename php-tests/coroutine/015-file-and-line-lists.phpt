--TEST--
coroutine: getSpawnFileAndLine() and getSuspendFileAndLine() return a list [file, line]; [null, 0] while not suspended
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, suspend, await};
$c = spawn(function () {
    suspend();
});
$spawn = $c->getSpawnFileAndLine();
var_dump(array_is_list($spawn), basename($spawn[0]), $spawn[1]);
var_dump($c->getSuspendFileAndLine());
suspend();
[$file, $line] = $c->getSuspendFileAndLine();
echo basename($file), ":", $line, "\n";
await($c);
var_dump($c->getSuspendFileAndLine());
?>
--EXPECT--
bool(true)
string(27) "015-file-and-line-lists.php"
int(3)
array(2) {
  [0]=>
  NULL
  [1]=>
  int(0)
}
015-file-and-line-lists.php:4
array(2) {
  [0]=>
  NULL
  [1]=>
  int(0)
}
