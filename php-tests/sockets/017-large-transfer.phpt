--TEST--
sockets: 4 MiB through a socket pair: the writer suspends when the socket buffer is full, the reader drains it, the data arrives whole
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await};
[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
$data = random_bytes(4 << 20);
$log = [];
$writer = spawn(function () use ($a, $data, &$log) {
    $n = fwrite($a, $data);
    $log[] = "writer done";
    fclose($a);
    return $n;
});
$reader = spawn(function () use ($b, &$log) {
    $got = '';
    while (!feof($b)) {
        $chunk = fread($b, 65536);
        if ($got === '') $log[] = "reader got data";
        $got .= $chunk;
    }
    return $got;
});
$got = await($reader);
var_dump(await($writer), strlen($got), md5($got) === md5($data), $log);
?>
--EXPECT--
int(4194304)
int(4194304)
bool(true)
array(2) {
  [0]=>
  string(15) "reader got data"
  [1]=>
  string(11) "writer done"
}
