--TEST--
curl: while one coroutine's curl_exec() waits, curl_exec, curl_setopt, curl_setopt_array, curl_reset and curl_copy_handle on that handle from another coroutine throw Async\InputOutputException; the first transfer's result is intact
--EXTENSIONS--
curl
--FILE--
<?php
require __DIR__ . '/curl.inc';
use function Async\{spawn, await, delay};
ta_http_port();
$h = ta_curl('/slow?ms=300&body=first');
$started = false;
$first = spawn(function () use ($h, &$started) {
    $started = true;
    return curl_exec($h);
});
// It waits inside curl_exec now (nothing suspends before the call).
while (!$started) {
    delay(1);
}
$calls = [
    'curl_exec' => fn() => curl_exec($h),
    'curl_setopt' => fn() => curl_setopt($h, CURLOPT_URL, ta_url('/other')),
    'curl_setopt_array' => fn() => curl_setopt_array($h, [CURLOPT_URL => ta_url('/other')]),
    'curl_reset' => fn() => curl_reset($h),
    'curl_copy_handle' => fn() => curl_copy_handle($h),
];
foreach ($calls as $name => $call) {
    try {
        await(spawn($call));
        echo "$name: allowed\n";
    } catch (Async\InputOutputException $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
// Reading its state is allowed.
var_dump(is_array(curl_getinfo($h)));
var_dump(await($first));
// Free again: any coroutine may use it.
curl_setopt($h, CURLOPT_URL, ta_url('/slow?ms=1&body=second'));
var_dump(await(spawn(fn() => curl_exec($h))));
?>
--EXPECTF--
Async\InputOutputException: curl_exec(): the handle is in use by coroutine %d; one coroutine at a time may use a CurlHandle
Async\InputOutputException: curl_setopt(): the handle is in use by coroutine %d; one coroutine at a time may use a CurlHandle
Async\InputOutputException: curl_setopt_array(): the handle is in use by coroutine %d; one coroutine at a time may use a CurlHandle
Async\InputOutputException: curl_reset(): the handle is in use by coroutine %d; one coroutine at a time may use a CurlHandle
Async\InputOutputException: curl_copy_handle(): the handle is in use by coroutine %d; one coroutine at a time may use a CurlHandle
bool(true)
string(5) "first"
string(6) "second"
