--TEST--
sockets: exit() in one coroutine while another waits in fread() ends the script with exit's status; the reader's finally runs
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
spawn(function () use ($a) {
    try { fread($a, 10); echo "not reached\n"; }
    finally { echo "reader finally\n"; }
});
spawn(function () { delay(20); echo "exiting\n"; exit(3); });
delay(1000);
echo "not reached either\n";
?>
--EXPECT--
exiting
reader finally
