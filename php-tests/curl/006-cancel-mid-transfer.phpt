--TEST--
curl: a coroutine cancelled while curl_exec() waits gets its AsyncCancellation at once, its finally runs, the transfer ends (curl_errno 43) and the handle works for the next transfer
--EXTENSIONS--
curl
--FILE--
<?php
require __DIR__ . '/curl.inc';
use function Async\{spawn, await, delay};
ta_http_port();
$h = ta_curl('/slow?ms=5000');
$c = spawn(function () use ($h) {
    try {
        return curl_exec($h);
    } finally {
        echo "finally\n";
    }
});
ta_http_wait_pending(1);
$t0 = hrtime(true);
$c->cancel();
try {
    await($c);
} catch (Async\AsyncCancellation $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
var_dump(ta_ms($t0) < (ta_under_valgrind() ? 4000 : 1000));
var_dump(curl_errno($h), curl_error($h));
curl_setopt($h, CURLOPT_URL, ta_url('/slow?ms=10&body=again'));
var_dump(await(spawn(fn() => curl_exec($h))), curl_errno($h));

// A transfer cancelled before its server answered anything at all.
$h2 = ta_curl('/hold');
$c = spawn(fn() => curl_exec($h2));
// The first transfer's request still counts there (its answer is due in 5 s).
ta_http_wait_pending(2);
$c->cancel();
try {
    await($c);
} catch (Async\AsyncCancellation $e) {
    echo "hold: cancelled\n";
}
var_dump(curl_errno($h2));
?>
--EXPECT--
finally
Async\AsyncCancellation: Coroutine cancelled
bool(true)
int(43)
string(43) "A libcurl function was given a bad argument"
string(5) "again"
int(0)
hold: cancelled
int(43)
