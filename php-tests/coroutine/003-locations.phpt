--TEST--
coroutine: spawn and suspend locations
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, suspend};
$c = spawn(function () {
    suspend();
});
suspend();
echo basename($c->getSpawnLocation()), "\n";
echo basename($c->getSuspendLocation()), "\n";
[$file, $line] = $c->getSpawnFileAndLine();
echo basename($file), ":", $line, "\n";
$sl = $c->getSuspendFileAndLine();
echo $sl[1], "\n";
?>
--EXPECT--
003-locations.php:3
003-locations.php:4
003-locations.php:3
4
