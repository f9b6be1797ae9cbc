--TEST--
sockets: while one coroutine waits inside fread(), a second one that finds data ready (woken first by stream_select) is refused by the one-reader rule instead of reading into the buffer under the first; the first gets its data intact
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};

[$x, $y] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
// B registers its select before A waits, so B is woken first.
$b = spawn(function () use ($x) {
    $r = [$x]; $w = $e = null;
    var_dump(stream_select($r, $w, $e, 5));
    try {
        return "B read " . var_export(fread($x, 100), true);
    } catch (Async\InputOutputException $ex) {
        return "B refused: " . $ex->getMessage();
    }
});
$a = spawn(function () use ($x) {
    return "A read " . var_export(fread($x, 100), true);
});
spawn(function () use ($y) {
    delay(10);
    fwrite($y, "first");
    // B's refusal and A's read come before the second write: 30 ms was
    // little under valgrind.
    delay(200);
    fwrite($y, "second");
});
echo await($b), "\n", await($a), "\n";
// The stream is fine afterwards: the rest is read in order.
var_dump(fread($x, 100));
?>
--EXPECTF--
int(1)
B refused: fread(): the stream is already being read by coroutine %d; one coroutine at a time may wait on it
A read 'first'
string(6) "second"
