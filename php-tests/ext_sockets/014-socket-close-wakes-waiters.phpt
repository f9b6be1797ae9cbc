--TEST--
ext_sockets: socket_close() on a Socket other coroutines wait on (socket_read, socket_accept) wakes them with Async\InputOutputException instead of leaving them waiting forever, and a new socket that gets the same fd number works
--EXTENSIONS--
sockets
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend};
function until_waiting(Async\Coroutine $co): void {
    while (!str_starts_with($co->getAwaitingInfo()["waiting_for"], "fd ")) {
        suspend();
    }
}
function outcome(Async\Coroutine $co): void {
    try {
        var_dump(await($co));
    } catch (Async\InputOutputException $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}

socket_create_pair(AF_UNIX, SOCK_STREAM, 0, $pair);
$reader = spawn(fn() => socket_read($pair[0], 100));
until_waiting($reader);
socket_close($pair[0]);
outcome($reader);

$server = socket_create(AF_UNIX, SOCK_STREAM, 0);
$path = sys_get_temp_dir() . "/ta-close-" . getmypid() . ".sock";
@unlink($path);
socket_bind($server, $path);
socket_listen($server);
$acceptor = spawn(fn() => socket_accept($server));
until_waiting($acceptor);
socket_close($server);
outcome($acceptor);
unlink($path);

// The fd numbers just freed are handed out again: they start afresh.
socket_create_pair(AF_UNIX, SOCK_STREAM, 0, $again);
$r = spawn(fn() => socket_read($again[0], 100));
until_waiting($r);
socket_write($again[1], "new socket");
var_dump(await($r));
echo "end\n";
?>
--EXPECT--
Async\InputOutputException: socket_read(): the stream was closed while this coroutine waited on it
Async\InputOutputException: socket_accept(): the stream was closed while this coroutine waited on it
string(10) "new socket"
end
