--TEST--
shutdown: a second SIGTERM during a slow graceful shutdown gets the default action at once
--EXTENSIONS--
true_async
--FILE--
<?php
require_once __DIR__ . "/../child_php.inc";
$file = tempnam(sys_get_temp_dir(), "ta-child") . ".php";
file_put_contents($file, <<<'PHP'
<?php
use function Async\{spawn, delay, await};
$w = spawn(function () { try { delay(100000); } finally { echo "slow cleanup starts\n"; delay(100000); echo "never\n"; } });
echo "ready\n";
await($w);
PHP);
$p = proc_open(array_merge(ta_php_args(), [$file]), [1 => ["pipe", "w"], 2 => ["redirect", 1]], $pipes);
echo fgets($pipes[1]);
usleep(200000);
proc_terminate($p, SIGTERM);
echo fgets($pipes[1]);
usleep(100000);
proc_terminate($p, SIGTERM);
echo stream_get_contents($pipes[1]);
$st = proc_get_status($p);
while ($st["running"]) { usleep(10000); $st = proc_get_status($p); }
var_dump($st["signaled"], $st["termsig"]);
proc_close($p);
unlink($file);
?>
--EXPECT--
ready
slow cleanup starts
bool(true)
int(15)
