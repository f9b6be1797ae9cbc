--TEST--
curl: five coroutines each run curl_exec() on a URL that answers after 300 ms; the transfers overlap and a ticker keeps ticking
--EXTENSIONS--
curl
--FILE--
<?php
require __DIR__ . '/curl.inc';
use function Async\{spawn, await_all};
ta_http_port();
$ticks = 0;
$ticker = ta_ticker($ticks, 10);
$t0 = hrtime(true);
$jobs = [];
for ($i = 0; $i < 5; $i++) {
    $jobs[] = spawn(function () use ($i, $t0) {
        $h = ta_curl("/slow?ms=300&body=r$i");
        $start = ta_ms($t0);
        $body = curl_exec($h);
        return [$body, curl_getinfo($h, CURLINFO_RESPONSE_CODE), curl_errno($h), $start, ta_ms($t0)];
    });
}
[$results, $errors] = await_all($jobs);
$total = ta_ms($t0);
$ticker->cancel();
var_dump(count($errors));
foreach ($results as $r) {
    echo "$r[0] $r[1] $r[2]\n";
}
// Each transfer began before any other ended: they overlapped.
$firstEnd = min(array_column($results, 4));
var_dump(max(array_column($results, 3)) < $firstEnd);
// One after the other: 1.5 s.
var_dump($total >= 290, $total < (ta_under_valgrind() ? 1400 : 900));
var_dump(ta_ticked($ticks, 10));
?>
--EXPECT--
int(0)
r0 200 0
r1 200 0
r2 200 0
r3 200 0
r4 200 0
bool(true)
bool(true)
bool(true)
bool(true)
