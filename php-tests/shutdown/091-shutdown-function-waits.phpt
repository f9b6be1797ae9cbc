--TEST--
shutdown: a shutdown function that waits itself (delay(), a socket read with a timeout, await of a coroutine it spawned) really waits, once the script's coroutines are done
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};

register_shutdown_function(function () {
    $t = microtime(true);
    delay(100);
    $e = microtime(true) - $t;
    echo $e >= 0.09 ? "delay waited\n" : "delay returned after $e s\n";

    [$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
    stream_set_timeout($a, 0, 100000);
    $t = microtime(true);
    $r = fread($a, 10);
    $e = microtime(true) - $t;
    var_dump($r, stream_get_meta_data($a)['timed_out']);
    echo $e >= 0.09 ? "read waited for its timeout\n" : "read returned after $e s\n";

    echo await(spawn(function () { delay(20); return "spawned in shutdown"; })), "\n";
});
await(spawn(fn() => delay(1)));
echo "main done\n";
?>
--EXPECT--
main done
delay waited
bool(false)
bool(true)
read waited for its timeout
spawned in shutdown
