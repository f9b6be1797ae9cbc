--TEST--
sockets: a stream timeout applies to each read: timed out, then data, then timed out again (the per-stream timer is reused correctly)
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
stream_set_timeout($a, 0, 100000);
$results = await(spawn(function () use ($a, $b) {
    $out = [];
    $t = hrtime(true);
    $out[] = [fread($a, 10), stream_get_meta_data($a)['timed_out']];
    spawn(function () use ($b) { delay(30); fwrite($b, "data"); });
    $out[] = [fread($a, 10), stream_get_meta_data($a)['timed_out']];
    $out[] = [fread($a, 10), stream_get_meta_data($a)['timed_out']];
    $out[] = (hrtime(true) - $t) / 1e6 >= 220;
    return $out;
}));
echo json_encode($results), "\n";
?>
--EXPECT--
[[false,true],["data",false],[false,true],true]
