<?php
// bench/http.php: an HTTP hello-world server in PHP loaded by wrk from
// another process: true_async (coroutine per connection, blocking stream
// code) beside native Fiber + stream_select in the same run. Prints
// requests per second, p99 latency and the ratio. Needs wrk (apt install
// wrk).
//   php -d extension=true_async bench/http.php [connections] [seconds]
$conns = (int)($argv[1] ?? 100);
$secs = (int)($argv[2] ?? 5);
if (!is_executable('/usr/bin/wrk')) { fwrite(STDERR, "bench/http.php needs wrk (apt-get install wrk)\n"); exit(1); }
$ext = '';
foreach (file('/proc/self/maps') as $l) if (preg_match('~(/\S+true_async\.so)$~', trim($l), $m)) { $ext = $m[1]; break; }
if ($ext === '') { fwrite(STDERR, "load the extension: php -d extension=... bench/http.php\n"); exit(1); }

function run(string $mode, string $ext, int $conns, int $secs): array {
    $port = 20000 + random_int(0, 20000);
    $srv = proc_open([PHP_BINARY, '-n', '-d', "extension=$ext", __DIR__ . '/http_server.php', $mode, (string) $port], [], $pipes);
    for ($i = 0; $i < 100 && !@fsockopen('127.0.0.1', $port); $i++) usleep(20000);
    $out = shell_exec("wrk -t1 -c$conns -d{$secs}s --latency http://127.0.0.1:$port/ 2>&1");
    proc_terminate($srv, 9);
    proc_close($srv);
    preg_match('~Requests/sec:\s+([\d.]+)~', $out, $rps);
    preg_match('~\s99%\s+([\d.]+)(us|ms|s)~', $out, $p99);
    $scale = ['us' => 1e-3, 'ms' => 1, 's' => 1e3][$p99[2] ?? 'ms'];
    preg_match('~(\d+) requests in~', $out, $n);
    preg_match('~Non-2xx or 3xx responses: (\d+)~', $out, $bad);
    preg_match('~Socket errors: .*~', $out, $errs);
    return [(float)($rps[1] ?? 0), (float)($p99[1] ?? 0) * $scale, $errs[0] ?? '', (int)($bad[1] ?? 0)];
}
[$fr, $fp, $fe] = run('fiber', $ext, $conns, $secs);
[$ar, $ap, $ae] = run('async', $ext, $conns, $secs);
printf("http     wrk -c%d %ds: true_async %.0f req/s (p99 %.2f ms%s), Fiber+stream_select %.0f req/s (p99 %.2f ms%s), ratio %.2f (target >= 1.4)\n",
    $conns, $secs, $ar, $ap, $ae ? "; $ae" : '', $fr, $fp, $fe ? "; $fe" : '', $fr > 0 ? $ar / $fr : 0);
