--TEST--
sockets: a host name with a port string too long to rebuild after the lookup is left to PHP: the result is stock PHP's
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await};
function odd_address() {
    $r = @stream_socket_client("tcp://localhost:" . str_repeat('9', 300), $en, $es, 1);
    return [$r, $en, $es];
}
$stock = odd_address();
var_dump($stock === await(spawn('odd_address')), $stock[0]);
?>
--EXPECT--
bool(true)
bool(false)
