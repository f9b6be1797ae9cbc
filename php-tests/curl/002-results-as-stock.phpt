--TEST--
curl: bodies, curl_getinfo(), headers, redirects, chunked bodies, POST and keep-alive inside a coroutine are what the same calls give outside coroutines
--EXTENSIONS--
curl
--FILE--
<?php
require __DIR__ . '/curl.inc';

function probe(): array {
    $out = [];
    $h = ta_curl('/big?n=100000');
    $b = curl_exec($h);
    $out['big'] = [md5($b), curl_getinfo($h, CURLINFO_RESPONSE_CODE), curl_getinfo($h, CURLINFO_SIZE_DOWNLOAD),
        curl_getinfo($h, CURLINFO_CONTENT_TYPE), curl_getinfo($h, CURLINFO_EFFECTIVE_URL) === ta_url('/big?n=100000')];
    $hdrs = [];
    $h = ta_curl('/headers', [CURLOPT_HEADERFUNCTION => function ($ch, $line) use (&$hdrs) {
        if (stripos($line, 'x-') === 0) {
            $hdrs[] = trim($line);
        }
        return strlen($line);
    }]);
    $out['headers'] = [curl_exec($h), $hdrs];
    $h = ta_curl('/status?code=404');
    $out['404'] = [curl_exec($h), curl_getinfo($h, CURLINFO_RESPONSE_CODE), curl_errno($h)];
    $h = ta_curl('/redirect?to=/slow?ms=1', [CURLOPT_FOLLOWLOCATION => true]);
    $out['redirect'] = [curl_exec($h), curl_getinfo($h, CURLINFO_REDIRECT_COUNT)];
    $h = ta_curl('/chunked?n=5500');
    $out['chunked'] = md5(curl_exec($h));
    $h = ta_curl('/echo', [CURLOPT_POSTFIELDS => ['a' => '1', 'b' => 'two']]);
    $e = json_decode(curl_exec($h), true);
    $out['multipart'] = [$e['method'], $e['length'] > 0, str_starts_with($e['type'], 'multipart/form-data')];
    $h = ta_curl('/echo', [CURLOPT_POSTFIELDS => 'x=1&y=2', CURLOPT_HTTPHEADER => ['X-Test: yes']]);
    $out['post'] = json_decode(curl_exec($h), true);
    // Keep-alive: the second request on the handle reuses its connection.
    $h = ta_curl('/count');
    curl_exec($h);
    $out['keepalive'] = [curl_exec($h), curl_getinfo($h, CURLINFO_NUM_CONNECTS)];
    return $out;
}

// Before any coroutine: the stock path.
$outside = probe();
$inside = Async\await(Async\spawn('probe'));
var_dump($outside === $inside);
var_export($inside);
echo "\n";
?>
--EXPECTF--
bool(true)
array (
  'big' => 
  array (
    0 => '%s',
    1 => 200,
    2 => 100000.0,
    3 => 'application/octet-stream',
    4 => true,
  ),
  'headers' => 
  array (
    0 => 'headers',
    1 => 
    array (
      0 => 'X-One: 1',
      1 => 'X-Two: two',
    ),
  ),
  404 => 
  array (
    0 => 'status 404',
    1 => 404,
    2 => 0,
  ),
  'redirect' => 
  array (
    0 => 'slow 1',
    1 => 1,
  ),
  'chunked' => '%s',
  'multipart' => 
  array (
    0 => 'POST',
    1 => true,
    2 => true,
  ),
  'post' => 
  array (
    'method' => 'POST',
    'length' => 7,
    'md5' => '%s',
    'type' => 'application/x-www-form-urlencoded',
    'x-test' => 'yes',
    'body' => 'x=1&y=2',
  ),
  'keepalive' => 
  array (
    0 => '2',
    1 => 0,
  ),
)
