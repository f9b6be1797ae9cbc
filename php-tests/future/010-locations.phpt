--TEST--
future: created and completed locations point at the lines that did it
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Future, FutureState};
$state = new FutureState();
$f = new Future($state);
var_dump($f->getCompletedLocation());
$state->complete(1);
echo basename($state->getCreatedLocation()), "\n";
echo basename($f->getCompletedLocation()), "\n";
$fl = $f->getCreatedFileAndLine();
var_dump(basename($fl[0]), $fl[1]);
?>
--EXPECTF--
string(7) "unknown"
010-locations.php:3
010-locations.php:6
string(17) "010-locations.php"
int(3)

Warning: Future was never used; call await(), map(), catch(), finally() or ignore() to suppress this warning. Created at %s010-locations.php:3 in Unknown on line 0