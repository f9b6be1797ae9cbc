--TEST--
reactor: a request that ran the loop leaves no interruption for the next one's stock blocking calls (the suite's --repeat 2 runs this twice in one process)
--EXTENSIONS--
true_async
sockets
--FILE--
<?php
use function Async\{spawn, await, delay};
// Before the scheduler starts: ext/sockets' own blocking read, which the
// socket's 200 ms SO_RCVTIMEO ends with EAGAIN (11). Had the previous
// request's loop teardown left kernel task work pending on this thread
// (libuv's io_uring), the read would end early with EINTR (4).
socket_create_pair(AF_UNIX, SOCK_STREAM, 0, $p);
socket_set_option($p[0], SOL_SOCKET, SO_RCVTIMEO, ["sec" => 0, "usec" => 200000]);
var_dump(@socket_read($p[0], 10), socket_last_error($p[0]));
// Now the loop runs (and is left for the next request).
await(spawn(fn() => delay(10)));
echo "done\n";
?>
--EXPECT--
bool(false)
int(11)
done
