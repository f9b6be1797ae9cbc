--TEST--
sockets: coroutines writing one stream while its buffer is full take turns in arrival order; each line arrives whole, none is lost
--EXTENSIONS--
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
[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
$size = 256 << 10;
$line = fn(int $i) => str_repeat(chr(ord('A') + $i), $size) . "\n";
// Writer 0 fills the buffer and waits; writers 4, 3, 2, 1 arrive in that
// order while it waits: that is the order their lines come in.
$writers = [spawn(fn() => fwrite($a, $line(0)))];
until_waiting($writers[0], "fd ");
for ($i = 4; $i >= 1; $i--) {
    $writers[$i] = spawn(fn() => fwrite($a, $line($i)));
    until_waiting($writers[$i], "its turn to write");
}
$reader = spawn(function () use ($b) {
    $lines = [];
    while (count($lines) < 5 && ($l = fgets($b, 1 << 20)) !== false) { $lines[] = $l; delay(2); }
    return $lines;
});
ksort($writers);
[$written, $errors] = await_all($writers);
fclose($a); // the reader stops at the end, whatever came
$lines = await($reader);
echo "written: ", implode(" ", $written), ", errors: ", count($errors), "\n";
foreach ($lines as $l) {
    echo $l[0], " ", strlen($l) === $size + 1 && strspn($l, $l[0]) === $size ? "whole" : "broken", "\n";
}
?>
--EXPECT--
written: 262145 262145 262145 262145 262145, errors: 0
A whole
E whole
D whole
C whole
B whole
