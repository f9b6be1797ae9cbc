--TEST--
curl: 100 coroutines run curl_exec() at once against a server that answers after 200 ms; all succeed in about 200 ms and no descriptor is left open afterwards
--EXTENSIONS--
curl
--FILE--
<?php
require __DIR__ . '/curl.inc';
use function Async\{spawn, await_all};
ta_http_port();
$fds = fn() => count(scandir('/proc/self/fd'));
// Warm the runtime (loop, thread pool) so that its own descriptors are
// counted before.
await_all([spawn(fn() => curl_exec(ta_curl('/slow?ms=1')))]);
$before = $fds();
$t0 = hrtime(true);
$jobs = [];
for ($i = 0; $i < 100; $i++) {
    $jobs[] = spawn(function () use ($i) {
        $h = ta_curl("/slow?ms=200&body=$i");
        $r = curl_exec($h);
        return $r === (string) $i && curl_getinfo($h, CURLINFO_RESPONSE_CODE) === 200;
    });
}
[$r, $e] = await_all($jobs);
$ms = ta_ms($t0);
unset($jobs);
var_dump(count($e), count(array_filter($r)));
// One after the other: 20 s.
var_dump($ms < (ta_under_valgrind() ? 10000 : 2500));
var_dump($fds() - $before);
?>
--EXPECT--
int(0)
int(100)
bool(true)
int(0)
