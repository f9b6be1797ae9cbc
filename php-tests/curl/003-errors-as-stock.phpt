--TEST--
curl: a refused connect, a timeout, a bad URL, FAILONERROR and a body cut short give the errno and message inside a coroutine that they give outside
--EXTENSIONS--
curl
--FILE--
<?php
require __DIR__ . '/curl.inc';

// A port nobody listens on.
$s = stream_socket_server('tcp://127.0.0.1:0');
$dead = (int) substr(strrchr(stream_socket_get_name($s, false), ':'), 1);
fclose($s);

function errors(int $dead): array {
    $cases = [
        'refused' => [curl_init("http://127.0.0.1:$dead/"), []],
        'timeout' => [curl_init(ta_url('/slow?ms=3000')), [CURLOPT_TIMEOUT_MS => 200]],
        'bad url' => [curl_init('http://'), []],
        'failonerror' => [curl_init(ta_url('/status?code=500')), [CURLOPT_FAILONERROR => true]],
        'cut short' => [curl_init(ta_url('/close-mid-body?n=1000')), []],
    ];
    $out = [];
    foreach ($cases as $name => [$h, $opts]) {
        curl_setopt_array($h, $opts + [CURLOPT_RETURNTRANSFER => true]);
        $r = curl_exec($h);
        // Elapsed times in messages vary.
        $out[$name] = [$r, curl_errno($h), preg_replace('/\d+ (ms|milliseconds)/', 'N $1', curl_error($h))];
    }
    return $out;
}

ta_http_port();
$outside = errors($dead);
$inside = Async\await(Async\spawn('errors', $dead));
var_dump($outside === $inside);
foreach ($inside as $name => [$r, $errno, $error]) {
    echo "$name: ", var_export($r, true), " $errno $error\n";
}
?>
--EXPECTF--
bool(true)
refused: false 7 Failed to connect to 127.0.0.1 port %d after N ms: Couldn't connect to server
timeout: false 28 Operation timed out after N milliseconds with 0 bytes received
bad url: false 3 URL using bad/illegal format or missing URL
failonerror: false 22 The requested URL returned error: 500
cut short: false 18 transfer closed with 500 bytes remaining to read
