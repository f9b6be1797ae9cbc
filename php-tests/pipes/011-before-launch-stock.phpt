--TEST--
pipes: before the scheduler starts, proc_open pipes and proc_close are stock PHP's (no scheduler, no reactor)
--EXTENSIONS--
true_async
--FILE--
<?php
$p = proc_open("echo hi; exit 4", [1 => ["pipe", "w"]], $pipes);
var_dump(fgets($pipes[1]));
fclose($pipes[1]);
var_dump(proc_close($p));
$f = popen("echo there", "r");
var_dump(fgets($f));
pclose($f);
$st = Async\runtime_stats();
var_dump($st['switches'], $st['reactor_waits']);
?>
--EXPECT--
string(3) "hi
"
int(4)
string(6) "there
"
int(0)
int(0)
