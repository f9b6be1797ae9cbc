--TEST--
curl: a coroutine cancelled while its WRITEFUNCTION waits ends its transfer at once instead of running it to the end; a transfer beside it is not disturbed
--EXTENSIONS--
curl
--FILE--
<?php
require __DIR__ . '/curl.inc';
use function Async\{spawn, await, delay};
ta_http_port();
$pieces = 0;
$inside = false;
// 40 pieces, 50 ms apart: 2 s to the end.
$h = ta_curl('/chunked?n=40000&ms=50', [CURLOPT_WRITEFUNCTION => function ($ch, $d) use (&$pieces, &$inside) {
    $pieces++;
    $inside = true;
    delay(30);
    $inside = false;
    return strlen($d);
}]);
$other = spawn(fn() => curl_exec(ta_curl('/slow?ms=400&body=other')));
$c = spawn(fn() => curl_exec($h));
// Suspended inside its WRITEFUNCTION, a few pieces in.
while (!$inside || $pieces < 3) {
    delay(1);
}
$t0 = hrtime(true);
$c->cancel();
try {
    await($c);
} catch (Async\AsyncCancellation $e) {
    echo "cancelled\n";
}
var_dump(ta_ms($t0) < (ta_under_valgrind() ? 1900 : 800), $pieces < 30);
var_dump(curl_errno($h));
var_dump(await($other));
?>
--EXPECT--
cancelled
bool(true)
bool(true)
int(43)
string(5) "other"
