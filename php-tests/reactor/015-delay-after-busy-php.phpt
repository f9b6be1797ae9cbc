--TEST--
reactor: a delay started after PHP ran a while without a loop turn still lasts its full time (the loop's cached clock is refreshed)
--EXTENSIONS--
true_async
--FILE--
<?php
Async\delay(1); // the loop exists; its clock is cached from now on
$t = hrtime(true);
while (hrtime(true) - $t < 300e6) {} // 300 ms of PHP, no loop turn
$t = hrtime(true);
Async\delay(200);
$ms = (hrtime(true) - $t) / 1e6;
var_dump($ms >= 195);
?>
--EXPECT--
bool(true)
