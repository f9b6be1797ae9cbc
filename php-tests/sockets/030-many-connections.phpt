--TEST--
sockets: 200 connections open at once, each served by its own coroutine, every reply reaches its client
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, await_all};
$ctx = stream_context_create(["socket" => ["backlog" => 512]]);
$srv = stream_socket_server("tcp://127.0.0.1:0", $en, $es, STREAM_SERVER_BIND | STREAM_SERVER_LISTEN, $ctx);
$addr = stream_socket_get_name($srv, false);
$server = spawn(function () use ($srv) {
    $hs = [];
    for ($i = 0; $i < 200; $i++) {
        $c = stream_socket_accept($srv, 10);
        $hs[] = spawn(function () use ($c) { $l = fgets($c); fwrite($c, strrev(trim($l)) . "\n"); fclose($c); });
    }
    await_all($hs);
});
$cs = [];
for ($i = 0; $i < 200; $i++) $cs[] = spawn(function () use ($addr, $i) {
    $s = stream_socket_client("tcp://$addr", $en, $es, 10);
    fwrite($s, "$i\n");
    return fgets($s) === strrev("$i") . "\n";
});
[$ok] = await_all($cs);
await($server);
var_dump(count(array_filter($ok)));
?>
--EXPECT--
int(200)
