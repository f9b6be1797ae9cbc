--TEST--
sockets: a unix:// stream server coroutine serves ten clients whose requests overlap
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, await_all};
$path = sys_get_temp_dir() . '/true_async_' . getmypid() . '.sock';
@unlink($path);
$srv = stream_socket_server("unix://$path", $en, $es);
$server = spawn(function () use ($srv) {
    $hs = [];
    for ($i = 0; $i < 10; $i++) {
        $c = stream_socket_accept($srv, 10);
        $hs[] = spawn(function () use ($c) {
            $name = trim(fgets($c));
            usleep(400000);
            fwrite($c, "hello $name\n");
            fclose($c);
        });
    }
    await_all($hs);
});
$start = hrtime(true);
$cs = [];
for ($i = 0; $i < 10; $i++) $cs[] = spawn(function () use ($path, $i) {
    $s = stream_socket_client("unix://$path", $en, $es, 10);
    fwrite($s, "c$i\n");
    return fgets($s);
});
[$r] = await_all($cs);
await($server);
$ms = (hrtime(true) - $start) / 1e6;
unlink($path);
ksort($r);
// One after the other: 4 s. Under valgrind the ten connections take some
// 1 s more on a loaded machine.
$slow = str_contains((string) getenv('LD_PRELOAD'), 'vgpreload') ? 2 : 1;
var_dump($r[0], $r[9], $ms >= 390, $ms < 1500 * $slow);
?>
--EXPECT--
string(9) "hello c0
"
string(9) "hello c9
"
bool(true)
bool(true)
