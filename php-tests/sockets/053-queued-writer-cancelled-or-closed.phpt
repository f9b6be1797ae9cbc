--TEST--
sockets: a queued writer that is cancelled leaves the line (the next one writes in its place); a stream closed while writers are queued wakes each with Async\InputOutputException
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
// Returns once $co waits for $what (no timing: valgrind-proof).
function until_waiting(Async\Coroutine $co, string $what): void {
    while (!str_starts_with($co->getAwaitingInfo()["waiting_for"], $what)) {
        if ($co->isCompleted()) { echo "coroutine ", $co->getId(), " ended instead of waiting for $what\n"; return; }
        delay(1);
    }
}
[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
$big = str_repeat('A', 4 << 20);
$first = spawn(fn() => fwrite($a, $big));
until_waiting($first, "fd ");
$second = spawn(fn() => fwrite($a, "second\n"));
until_waiting($second, "its turn to write");
$third = spawn(fn() => fwrite($a, "third\n"));
until_waiting($third, "its turn to write");
echo $second->getAwaitingInfo()["waiting_for"], "\n";
$second->cancel();
try { await($second); } catch (Async\AsyncCancellation $e) { echo "second: ", get_class($e), "\n"; }
$got = '';
stream_set_timeout($b, 5); // a lost line ends the loop instead of hanging
while (strlen($got) < strlen($big) + 6 && ($x = fread($b, 1 << 16)) !== false && $x !== '') $got .= $x;
var_dump(await($first), await($third), $got === $big . "third\n");

// Closed while two writers wait for their turn behind a third.
$writers = [spawn(fn() => fwrite($a, $big))];
until_waiting($writers[0], "fd ");
for ($i = 1; $i <= 2; $i++) {
    $writers[] = spawn(fn() => fwrite($a, "queued $i\n"));
    until_waiting($writers[$i], "its turn to write");
}
var_dump(fclose($a));
foreach ($writers as $i => $w) {
    try { $r = var_export(await($w), true); } catch (Async\InputOutputException $e) { $r = $e->getMessage(); }
    echo $i, ": ", $r, "\n";
}
?>
--EXPECTF--
its turn to write fd %d (coroutine %d writes it)
second: Async\AsyncCancellation
int(4194304)
int(6)
bool(true)
bool(true)
0: fwrite(): the stream was closed while this coroutine waited on it
1: fwrite(): the stream was closed while this coroutine waited on it
2: fwrite(): the stream was closed while this coroutine waited on it
