--TEST--
curl: two coroutines drive one multi handle; one is cancelled inside curl_multi_select() (AsyncCancellation, curl_multi_errno 12) and the other completes every transfer
--EXTENSIONS--
curl
--FILE--
<?php
require __DIR__ . '/curl.inc';
use function Async\{spawn, await, delay};
ta_http_port();
$mh = curl_multi_init();
$hs = [];
foreach (['/slow?ms=400&body=x', '/slow?ms=300&body=y', '/big?n=100000'] as $p) {
    $hs[] = $h = ta_curl($p);
    curl_multi_add_handle($mh, $h);
}
$selecting = [];
$drive = function (string $who) use ($mh, &$selecting) {
    do {
        curl_multi_exec($mh, $running);
        if ($running) {
            $selecting[$who] = true;
            curl_multi_select($mh, 1.0);
        }
    } while ($running);
    return 'done';
};
$a = spawn($drive, 'a');
$b = spawn($drive, 'b');
// a waits in curl_multi_select now (nothing suspends between the flag
// and the call).
while (!isset($selecting['a'])) {
    delay(1);
}
$a->cancel();
try {
    await($a);
} catch (Async\AsyncCancellation $e) {
    echo "a: cancelled\n";
}
var_dump(curl_multi_errno($mh), curl_multi_strerror(curl_multi_errno($mh)));
var_dump(await($b));
echo curl_multi_getcontent($hs[0]), curl_multi_getcontent($hs[1]), ' ', strlen(curl_multi_getcontent($hs[2])), "\n";
foreach ($hs as $h) {
    curl_multi_remove_handle($mh, $h);
}
?>
--EXPECT--
a: cancelled
int(12)
string(34) "Unrecoverable error in select/poll"
string(4) "done"
xy 100000
