--TEST--
ext_sockets: coroutines writing one Socket larger than its buffer take turns in arrival order; each write arrives whole
--EXTENSIONS--
sockets
true_async
--FILE--
<?php
use function Async\{spawn, await, await_all, delay};
// Returns once $co waits for $what (no timing: valgrind-proof).
function until_waiting(Async\Coroutine $co, string $what): void {
    while (!str_starts_with($co->getAwaitingInfo()["waiting_for"], $what)) {
        if ($co->isCompleted()) { echo "coroutine ", $co->getId(), " ended instead of waiting for $what\n"; return; }
        delay(1);
    }
}
socket_create_pair(AF_UNIX, SOCK_STREAM, 0, $p);
$size = 1 << 20;
$writers = [];
for ($i = 0; $i < 3; $i++) {
    $writers[] = spawn(fn() => socket_write($p[0], str_repeat(chr(ord('A') + $i), $size)));
    until_waiting($writers[$i], $i === 0 ? "fd " : "its turn to write");
}
$got = '';
// A lost write ends the loop instead of hanging.
socket_set_option($p[1], SOL_SOCKET, SO_RCVTIMEO, ["sec" => 5, "usec" => 0]);
while (strlen($got) < 3 * $size && ($x = socket_read($p[1], 1 << 16)) !== false && $x !== '') $got .= $x;
[$written, $errors] = await_all($writers);
echo "written: ", implode(" ", $written), ", errors: ", count($errors), "\n";
var_dump($got === str_repeat('A', $size) . str_repeat('B', $size) . str_repeat('C', $size));
?>
--EXPECT--
written: 1048576 1048576 1048576, errors: 0
bool(true)
