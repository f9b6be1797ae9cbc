<?php
// curl through libcurl, waiting in the reactor inside coroutines
// (src/io/libs/). n GET requests at once against a local HTTP server
// (php-tests/curl/http_server.inc in a child process: a coroutine per
// connection) that answers after `ms` milliseconds; one line per workload,
// a coroutine per request running curl_exec() against the same code run
// serially and against a hand-written curl_multi loop (every handle in one
// multi, curl_multi_exec + curl_multi_select) in the same run; requests
// per second, the best of `rounds` runs.
//   php -n -d extension=true_async -d extension=curl bench/curl.php [n] [ms] [rounds]
require __DIR__ . '/../php-tests/curl/curl.inc';
require __DIR__ . '/timing.inc';
use function Async\{spawn, await_all};

$n = (int) ($argv[1] ?? 100);
$delay = (int) ($argv[2] ?? 50);
$rounds = (int) ($argv[3] ?? 3);
ta_http_port();

function get(string $path): string {
    $h = curl_init(ta_url($path));
    curl_setopt($h, CURLOPT_RETURNTRANSFER, true);
    $body = curl_exec($h);
    if ($body === false) {
        throw new RuntimeException(curl_error($h));
    }
    return $body;
}

function multi_loop(array $paths): void {
    $mh = curl_multi_init();
    $hs = [];
    foreach ($paths as $p) {
        $hs[] = $h = curl_init(ta_url($p));
        curl_setopt($h, CURLOPT_RETURNTRANSFER, true);
        curl_multi_add_handle($mh, $h);
    }
    do {
        curl_multi_exec($mh, $running);
        while (curl_multi_info_read($mh)) {
        }
        if ($running) {
            curl_multi_select($mh, 1.0);
        }
    } while ($running);
    foreach ($hs as $h) {
        curl_multi_getcontent($h);
        curl_multi_remove_handle($mh, $h);
    }
    curl_multi_close($mh);
}

foreach (array_unique([$delay, 0]) as $ms) {
    $paths = array_fill(0, $n, "/slow?ms=$ms");
    // Serial runs of the slow case take n x ms: once is enough.
    $serial = best($ms > 0 ? 1 : $rounds, function () use ($paths) {
        foreach ($paths as $p) {
            get($p);
        }
    });
    $co = best($rounds, fn() => await_all(array_map(fn($p) => spawn('get', $p), $paths)));
    $loop = best($rounds, fn() => multi_loop($paths));
    printf("curl %d GETs answered after %d ms: coroutines (curl_exec each) %.0f req/s; serial %.0f req/s (coroutines/serial %.2fx); curl_multi loop %.0f req/s (coroutines/loop %.2fx)\n",
        $n, $ms, $n / $co, $n / $serial, $serial / $co, $n / $loop, $loop / $co);
}
