--TEST--
sockets: a stream's timeout counts from each read's start even after many fast reads, and a finished read's timeout neither keeps the script alive nor hides a deadlock
--EXTENSIONS--
true_async
--INI--
async.debug_deadlock=0
--FILE--
<?php
use function Async\{spawn, await, delay, suspend};
[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
stream_set_timeout($a, 0, 300000);
$r = await(spawn(function () use ($a, $b) {
    // Fast reads: each one's 300 ms timeout is set and cleared at once.
    for ($i = 0; $i < 20; $i++) {
        fwrite($b, "x");
        fread($a, 1);
        delay(10);
    }
    // Then a read nobody answers, begun 200 ms after the last fast one.
    delay(200);
    $t = hrtime(true);
    $got = fread($a, 1);
    $ms = (hrtime(true) - $t) / 1e6;
    // Under valgrind only the lower bound means something.
    $slow = str_contains((string) getenv('LD_PRELOAD'), 'vgpreload') ? 10 : 1;
    return [$got, stream_get_meta_data($a)['timed_out'], $ms >= 290 && $ms < 600 * $slow];
}));
var_dump($r);
// A read with a 60 s timeout ends at once; a deadlock that follows is
// found now, not when that timeout's timer would have fired.
ini_set('default_socket_timeout', 60);
[$c, $d] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
fwrite($d, "y");
$t = hrtime(true);
$co = spawn(function () use ($c) { fread($c, 1); await(Async\spawn(fn() => await($GLOBALS['co']))); });
try {
    await($co);
} catch (Async\AsyncCancellation $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
$co->cancel();
var_dump((hrtime(true) - $t) / 1e6 < 5000);
?>
--EXPECTF--
array(3) {
  [0]=>
  bool(false)
  [1]=>
  bool(true)
  [2]=>
  bool(true)
}
Async\AsyncCancellation: Deadlock detected
bool(true)

Fatal error: Uncaught Async\DeadlockError: Deadlock detected: no active coroutines, 3 coroutines in waiting in %s
%A