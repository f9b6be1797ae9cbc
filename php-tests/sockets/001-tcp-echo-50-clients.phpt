--TEST--
sockets: a TCP echo server coroutine and 50 client coroutines in one script; the clients' pauses overlap
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, await_all};
$ctx = stream_context_create(["socket" => ["backlog" => 128]]);
$srv = stream_socket_server("tcp://127.0.0.1:0", $en, $es, STREAM_SERVER_BIND | STREAM_SERVER_LISTEN, $ctx);
$addr = stream_socket_get_name($srv, false);
$server = spawn(function () use ($srv) {
    $conns = [];
    for ($i = 0; $i < 50; $i++) {
        $c = stream_socket_accept($srv, 10);
        $conns[] = spawn(function () use ($c) {
            $n = 0;
            while (($line = fgets($c)) !== false) {
                fwrite($c, strtoupper($line));
                $n++;
            }
            fclose($c);
            return $n;
        });
    }
    [$counts] = await_all($conns);
    return array_sum($counts);
});
$start = hrtime(true);
$clients = [];
for ($i = 0; $i < 50; $i++) {
    $clients[] = spawn(function () use ($addr, $i) {
        $s = stream_socket_client("tcp://$addr", $en, $es, 10);
        $ok = 0;
        for ($j = 0; $j < 3; $j++) {
            fwrite($s, "client $i line $j\n");
            if (fgets($s) === "CLIENT $i LINE $j\n") $ok++;
            usleep(100000);
        }
        fclose($s);
        return $ok;
    });
}
[$oks] = await_all($clients);
$ms = (hrtime(true) - $start) / 1e6;
var_dump(array_sum($oks), await($server));
// 50 clients x 3 pauses of 100 ms: 15 s one after the other. Under valgrind
// the 50 connections and 150 round trips take some 2.5 s on a loaded machine.
$slow = str_contains((string) getenv('LD_PRELOAD'), 'vgpreload') ? 2 : 1;
var_dump($ms >= 290, $ms < 5000 * $slow);
?>
--EXPECT--
int(150)
int(150)
bool(true)
bool(true)
