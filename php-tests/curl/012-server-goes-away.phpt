--TEST--
curl: the server process is killed while transfers wait (single and multi): each gets stock's error at once and nothing hangs
--EXTENSIONS--
curl
--FILE--
<?php
require __DIR__ . '/curl.inc';
use function Async\{spawn, await_all, delay};
ta_http_port();
$jobs = [];
for ($i = 0; $i < 3; $i++) {
    $jobs[] = spawn(function () {
        $h = ta_curl('/slow?ms=10000');
        $r = curl_exec($h);
        return [$r, curl_errno($h), curl_error($h)];
    });
}
$jobs[] = spawn(function () {
    $mh = curl_multi_init();
    $h = ta_curl('/slow?ms=10000');
    curl_multi_add_handle($mh, $h);
    do {
        curl_multi_exec($mh, $running);
        if ($running) {
            curl_multi_select($mh, 5.0);
        }
    } while ($running);
    $info = curl_multi_info_read($mh);
    return [curl_multi_getcontent($h), $info['result'], curl_error($h)];
});
ta_http_wait_pending(4);
$t0 = hrtime(true);
ta_http_kill();
[$r, $e] = await_all($jobs);
var_dump(ta_ms($t0) < (ta_under_valgrind() ? 10000 : 2000), count($e));
foreach ($r as [$body, $errno, $error]) {
    echo var_export($body, true), " $errno $error\n";
}
?>
--EXPECT--
bool(true)
int(0)
false 52 Empty reply from server
false 52 Empty reply from server
false 52 Empty reply from server
'' 52 Empty reply from server
