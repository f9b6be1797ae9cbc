--TEST--
hooks: before the scheduler starts (no coroutine yet), the hooked functions are stock PHP's own
--EXTENSIONS--
true_async
--FILE--
<?php
$start = hrtime(true);
var_dump(usleep(20000), sleep(0), time_nanosleep(0, 1000));
var_dump((hrtime(true) - $start) / 1e6 >= 19);
var_dump(Async\runtime_stats()["coroutines_spawned"]);
var_dump(trim(shell_exec("echo stock")), gethostbyname("localhost"));
?>
--EXPECT--
NULL
int(0)
bool(true)
bool(true)
int(0)
string(5) "stock"
string(9) "127.0.0.1"
