--TEST--
sockets: fopen('http://...') and fread() in a loop receive a body the server coroutine sends in delayed pieces
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
$srv = stream_socket_server("tcp://127.0.0.1:0");
$port = (int) explode(':', stream_socket_get_name($srv, false))[1];
spawn(function () use ($srv) {
    $c = stream_socket_accept($srv, 5);
    while (($l = fgets($c)) !== false && $l !== "\r\n") {}
    fwrite($c, "HTTP/1.0 200 OK\r\nContent-Type: text/plain\r\n\r\n");
    foreach (['alpha ', 'beta ', 'gamma'] as $p) { delay(20); fwrite($c, $p); }
    fclose($c);
});
$f = fopen("http://127.0.0.1:$port/", 'r');
$body = '';
$reads = 0;
while (!feof($f)) { $body .= fread($f, 100); $reads++; }
var_dump($body, $reads >= 3, $http_response_header[0] ?? null);
?>
--EXPECT--
string(16) "alpha beta gamma"
bool(true)
string(15) "HTTP/1.0 200 OK"
