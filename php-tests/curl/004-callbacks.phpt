--TEST--
curl: WRITEFUNCTION, HEADERFUNCTION, XFERINFOFUNCTION, PROGRESSFUNCTION and READFUNCTION run in the coroutine of curl_exec(); a callback may suspend while others run; their return values abort as stock
--EXTENSIONS--
curl
--FILE--
<?php
require __DIR__ . '/curl.inc';
use function Async\{spawn, await, await_all, delay, current_coroutine};
ta_http_port();

$r = await(spawn(function () {
    $me = current_coroutine();
    $seen = ['write' => 0, 'header' => 0, 'xferinfo' => 0, 'progress' => 0, 'other' => 0];
    $body = '';
    $h = ta_curl('/chunked?n=20000&ms=5', [
        CURLOPT_WRITEFUNCTION => function ($ch, $data) use (&$seen, &$body, $me) {
            $seen[current_coroutine() === $me ? 'write' : 'other']++;
            $body .= $data;
            return strlen($data);
        },
        CURLOPT_HEADERFUNCTION => function ($ch, $line) use (&$seen, $me) {
            $seen[current_coroutine() === $me ? 'header' : 'other']++;
            return strlen($line);
        },
        CURLOPT_NOPROGRESS => false,
        CURLOPT_XFERINFOFUNCTION => function ($ch, $dt, $d, $ut, $u) use (&$seen, $me) {
            $seen[current_coroutine() === $me ? 'xferinfo' : 'other']++;
            return 0;
        },
    ]);
    $ok = curl_exec($h);
    return [$ok, md5($body) === md5(substr(str_repeat('abcdefghijklmnopqrstuvwxyz0123456789', 600), 0, 20000)),
        $seen['write'] > 0, $seen['header'] > 0, $seen['xferinfo'] > 0, $seen['other']];
}));
var_dump($r);

// PROGRESSFUNCTION (the older callback) and aborts through return values.
$h = ta_curl('/big?n=200000', [CURLOPT_NOPROGRESS => false,
    CURLOPT_PROGRESSFUNCTION => fn($ch, $dt, $d, $ut, $u) => $d > 0 ? 1 : 0]);
echo await(spawn(fn() => [curl_exec($h), curl_errno($h)][1])), "\n";
$h = ta_curl('/big?n=200000', [CURLOPT_WRITEFUNCTION => fn($ch, $d) => 0]);
echo await(spawn(fn() => [curl_exec($h), curl_errno($h)][1])), "\n";

// A WRITEFUNCTION that waits 20 ms per piece: another coroutine runs in
// between, and the body arrives whole.
$ticks = 0;
$ticker = ta_ticker($ticks, 5);
$slow = spawn(function () {
    $body = '';
    $h = ta_curl('/chunked?n=8000', [CURLOPT_BUFFERSIZE => 1024, CURLOPT_WRITEFUNCTION => function ($ch, $d) use (&$body) {
        Async\delay(20);
        $body .= $d;
        return strlen($d);
    }]);
    curl_exec($h);
    return [strlen($body), curl_errno($h)];
});
var_dump(await($slow));
$ticker->cancel();
var_dump(ta_ticked($ticks, 5));

// READFUNCTION: a 300 KB upload fed in pieces, one of them after a wait.
$payload = str_repeat('0123456789abcdef', 300 * 64);
$h = ta_curl('/echo', [CURLOPT_UPLOAD => true, CURLOPT_CUSTOMREQUEST => 'POST', CURLOPT_INFILESIZE => strlen($payload),
    CURLOPT_READFUNCTION => function ($ch, $fp, $len) use (&$payload) {
        static $n = 0;
        if ($n++ === 3) {
            Async\delay(10);
        }
        $piece = substr($payload, 0, $len);
        $payload = substr($payload, strlen($piece));
        return $piece;
    }]);
$e = json_decode(await(spawn(fn() => curl_exec($h))), true);
var_dump($e['length'], $e['md5'] === md5(str_repeat('0123456789abcdef', 300 * 64)));
?>
--EXPECT--
array(6) {
  [0]=>
  bool(true)
  [1]=>
  bool(true)
  [2]=>
  bool(true)
  [3]=>
  bool(true)
  [4]=>
  bool(true)
  [5]=>
  int(0)
}
42
23
array(2) {
  [0]=>
  int(8000)
  [1]=>
  int(0)
}
bool(true)
int(307200)
bool(true)
