--TEST--
sockets: 20 concurrent file_get_contents('http://...') against a server coroutine that answers each after 400 ms finish in about 400 ms
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await_all};
$ctx = stream_context_create(["socket" => ["backlog" => 128]]);
$srv = stream_socket_server("tcp://127.0.0.1:0", $en, $es, STREAM_SERVER_BIND | STREAM_SERVER_LISTEN, $ctx);
$port = parse_url("tcp://" . stream_socket_get_name($srv, false), PHP_URL_PORT);
spawn(function () use ($srv) {
    for ($i = 0; $i < 20; $i++) {
        $c = stream_socket_accept($srv, 10);
        spawn(function () use ($c) {
            $path = '';
            while (($l = fgets($c)) !== false && $l !== "\r\n") {
                if (str_starts_with($l, 'GET ')) $path = explode(' ', $l)[1];
            }
            usleep(400000);
            $body = "page $path";
            fwrite($c, "HTTP/1.0 200 OK\r\nContent-Length: " . strlen($body) . "\r\nConnection: close\r\n\r\n$body");
            fclose($c);
        });
    }
});
$start = hrtime(true);
$cs = [];
for ($i = 0; $i < 20; $i++) $cs[] = spawn(fn() => file_get_contents("http://127.0.0.1:$port/p$i"));
[$pages] = await_all($cs);
$ms = (hrtime(true) - $start) / 1e6;
ksort($pages);
var_dump(count($pages), $pages[0], $pages[19]);
// One after the other: 8 s. Under valgrind the 20 requests take some 1.5 s
// more on a loaded machine.
$slow = str_contains((string) getenv('LD_PRELOAD'), 'vgpreload') ? 3 : 1;
var_dump($ms >= 395, $ms < 2000 * $slow);
?>
--EXPECT--
int(20)
string(8) "page /p0"
string(9) "page /p19"
bool(true)
bool(true)
