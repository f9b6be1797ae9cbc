--TEST--
ext_sockets: a line read (PHP_NORMAL_READ), a write larger than the socket buffer and a MSG_WAITALL read, whose data comes in pieces, give stock's results inside a coroutine while others run
--EXTENSIONS--
true_async
sockets
pcntl
--FILE--
<?php
use function Async\{spawn, await, delay};

// The peer is a child process (forked before the scheduler runs, so it is
// plain PHP) that sends its data in pieces, 60 ms apart, and starts
// reading the large write only after 60 ms.
function peer(Socket $s): void {
    socket_read($s, 1); // "go"
    foreach (["hel", "lo\nwor", "ld\r", "\n"] as $piece) { usleep(60000); socket_write($s, $piece); }
    usleep(60000);
    $got = '';
    while (strlen($got) < 3000000 && ($x = socket_read($s, 65536)) !== false && $x !== '') $got .= $x;
    socket_write($s, md5($got) . "\n");
    foreach (["abcd", "abcd", "abcd", "ab"] as $piece) { usleep(60000); socket_write($s, $piece); }
    socket_close($s);
}
function start_peer(): Socket {
    socket_create_pair(AF_UNIX, SOCK_STREAM, 0, $p);
    if (pcntl_fork() === 0) { socket_close($p[0]); peer($p[1]); exit(0); }
    socket_close($p[1]);
    return $p[0];
}
function session(Socket $s): array {
    socket_write($s, "g");
    $out = [];
    $out[] = socket_read($s, 100, PHP_NORMAL_READ);
    $out[] = socket_read($s, 3, PHP_NORMAL_READ);
    $out[] = socket_read($s, 100, PHP_NORMAL_READ);
    $out[] = socket_read($s, 100, PHP_NORMAL_READ);
    $big = str_repeat("0123456789", 300000);
    $out[] = socket_write($s, $big);
    $out[] = socket_read($s, 100, PHP_NORMAL_READ) === md5($big) . "\n";
    foreach ([10, 10, 10] as $n) {
        $out[] = socket_recv($s, $buf, $n, MSG_WAITALL);
        $out[] = $buf;
    }
    $out[] = @socket_read($s, 100, PHP_NORMAL_READ);
    $out[] = socket_last_error($s);
    return $out;
}
$first = start_peer();
$second = start_peer();
$stock = session($first);
// A ticker counts its long pauses: a call blocking the process midway
// would stall it for each of the ten 60 ms pieces; a loaded machine
// stretches one or two 5 ms delays at most.
$done = false;
$slow = str_contains((string) getenv('LD_PRELOAD'), 'vgpreload') ? 10 : 1;
$ticker = spawn(function () use (&$done, $slow) {
    $long = 0;
    for ($last = hrtime(true); !$done; $last = $now) {
        delay(5);
        $long += (($now = hrtime(true)) - $last) / 1e6 >= 50 * $slow ? 1 : 0;
    }
    return $long;
});
$inside = await(spawn(fn() => session($second)));
$done = true;
$gap = await($ticker);
pcntl_wait($status);
pcntl_wait($status);
var_dump($inside === $stock, $gap <= 3);
// Line ends shown escaped (run-tests would not tell "\r" from "").
var_dump(array_map(fn($v) => is_string($v) ? addcslashes($v, "\r\n") : $v, $inside));
?>
--EXPECT--
bool(true)
bool(true)
array(14) {
  [0]=>
  string(7) "hello\n"
  [1]=>
  string(3) "wor"
  [2]=>
  string(4) "ld\r"
  [3]=>
  string(2) "\n"
  [4]=>
  int(3000000)
  [5]=>
  bool(true)
  [6]=>
  int(10)
  [7]=>
  string(10) "abcdabcdab"
  [8]=>
  int(4)
  [9]=>
  string(4) "cdab"
  [10]=>
  int(0)
  [11]=>
  NULL
  [12]=>
  bool(false)
  [13]=>
  int(104)
}
