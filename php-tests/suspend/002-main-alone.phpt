--TEST--
suspend: in main with nothing else to run returns at once
--EXTENSIONS--
true_async
--FILE--
<?php
Async\suspend();
Async\suspend();
$s = Async\runtime_stats();
var_dump($s['fast_returns'] >= 2, $s['switches']);
echo "done\n";
?>
--EXPECT--
bool(true)
int(0)
done
