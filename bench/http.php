<?php
// bench/http.php: an HTTP hello-world server in PHP loaded by wrk from
// another process. Needs wrk (apt-get install wrk).
//   php -d extension=true_async bench/http.php [connections] [seconds]
// true_async (coroutine per connection, blocking stream code) beside native
// Fiber + stream_select in the same run: requests per second, p99 latency,
// ratio.
//   php -d extension=true_async bench/http.php [connections] [seconds] --workers=1,2 [--wrk-threads=1] [--work=0]
// The workers mode: the same coroutine server as 1, 2... processes on one
// port (SO_REUSEPORT, forked by examples/workers.inc), each against the
// single process measured in the same run: requests per second and the
// server's CPU time per request (user + system of every server process,
// from /proc, while wrk ran) and the cores it used, with ratios. wrk
// itself (--wrk-threads threads, 1 by default) runs on the same machine: on
// 2 cores it takes a good part of them. --work=N: each request first does N
// rounds of md5 in the server, CPU work that makes the server the
// bottleneck (the hello world alone keeps it half idle there).
$args = array_values(array_filter(array_slice($argv, 1), fn($a) => !str_starts_with($a, '--')));
$conns = (int)($args[0] ?? 100);
$secs = (int)($args[1] ?? 5);
$workerCounts = null;
$threads = 1;
$work = 0;
foreach ($argv as $a) {
    if (preg_match('/^--workers=([\d,]+)$/', $a, $m)) $workerCounts = array_map('intval', explode(',', $m[1]));
    if (preg_match('/^--wrk-threads=(\d+)$/', $a, $m)) $threads = max(1, (int)$m[1]);
    if (preg_match('/^--work=(\d+)$/', $a, $m)) $work = (int)$m[1];
}
if (!is_executable('/usr/bin/wrk')) { fwrite(STDERR, "bench/http.php needs wrk (apt-get install wrk)\n"); exit(1); }
$ext = '';
foreach (file('/proc/self/maps') as $l) if (preg_match('~(/\S+true_async\.so)$~', trim($l), $m)) { $ext = $m[1]; break; }
if ($ext === '') { fwrite(STDERR, "load the extension: php -d extension=... bench/http.php\n"); exit(1); }

// CPU seconds (user + system) process $pid has used, from /proc/PID/stat.
function cpu_seconds(int $pid): float {
    $stat = @file_get_contents("/proc/$pid/stat");
    if ($stat === false) return 0.0;
    $fields = explode(' ', substr($stat, strrpos($stat, ')') + 2));
    return ((int)$fields[11] + (int)$fields[12]) / 100; // utime, stime in USER_HZ (100 on Linux)
}

// One server (MODE, and WORKERS for "workers") under wrk: [req/s, p99 ms,
// socket errors, non-2xx responses, server CPU us per request, cores the
// server used (CPU seconds per second of the run)].
function run(string $mode, string $ext, int $conns, int $secs, int $workers = 1): array {
    // A port free now (the kernel's pick), and another try if the server
    // still finds it taken.
    for ($try = 0; $try < 3; $try++) {
        $probe = stream_socket_server('tcp://127.0.0.1:0');
        $port = (int) substr(strrchr(stream_socket_get_name($probe, false), ':'), 1);
        fclose($probe);
        $r = run_on($port, $mode, $ext, $conns, $secs, $workers);
        if ($r !== null) return $r;
    }
    fwrite(STDERR, "bench/http.php: the $mode server did not start\n");
    exit(1);
}

// SIGKILL to the server's processes (workers first), then reaps its parent.
function stop_server($srv, array $pids): void {
    if (function_exists('posix_kill')) {
        foreach (array_reverse($pids) as $pid) posix_kill($pid, 9);
    } else {
        proc_terminate($srv, 9);
    }
    proc_close($srv);
}

function run_on(int $port, string $mode, string $ext, int $conns, int $secs, int $workers): ?array {
    global $threads, $work;
    $cmd = [PHP_BINARY, '-n', '-d', "extension=$ext"];
    foreach (['pcntl', 'posix'] as $e) {
        if (!extension_loaded($e) && is_file(ini_get('extension_dir') . "/$e.so")) array_push($cmd, '-d', "extension=$e");
    }
    array_push($cmd, __DIR__ . '/http_server.php', $mode, (string)$port, (string)$workers, (string)$work);
    $srv = proc_open($cmd, [1 => ['pipe', 'w']], $pipes);
    // Every serving process listens before wrk opens its connections (a
    // late worker would get none of them).
    $pids = [proc_get_status($srv)['pid']];
    $want = $mode === 'workers' ? $workers : 1;
    $deadline = microtime(true) + 10;
    for ($ready = 0; $ready < $want && ($left = $deadline - microtime(true)) > 0;) {
        $r = [$pipes[1]]; $w = $e = null;
        if (stream_select($r, $w, $e, 0, (int)($left * 1e6)) < 1) continue;
        if (($line = fgets($pipes[1])) === false) break;
        if (preg_match('/^listening (\d+)$/', trim($line), $m)) { $ready++; $pids[] = (int)$m[1]; }
    }
    if ($ready < $want) { // it could not listen (a worker would be restarted forever)
        stop_server($srv, $pids);
        return null;
    }
    $pids = array_unique($pids);
    $cpu0 = array_sum(array_map('cpu_seconds', $pids));
    $out = shell_exec("wrk -t$threads -c$conns -d{$secs}s --latency http://127.0.0.1:$port/ 2>&1");
    $cpu = array_sum(array_map('cpu_seconds', $pids)) - $cpu0;
    stop_server($srv, $pids);
    preg_match('~Requests/sec:\s+([\d.]+)~', $out, $rps);
    preg_match('~\s99%\s+([\d.]+)(us|ms|s)~', $out, $p99);
    $scale = ['us' => 1e-3, 'ms' => 1, 's' => 1e3][$p99[2] ?? 'ms'];
    preg_match('~(\d+) requests in~', $out, $n);
    preg_match('~Non-2xx or 3xx responses: (\d+)~', $out, $bad);
    preg_match('~Socket errors: .*~', $out, $errs);
    $requests = (int)($n[1] ?? 0);
    return [(float)($rps[1] ?? 0), (float)($p99[1] ?? 0) * $scale, $errs[0] ?? '', (int)($bad[1] ?? 0),
        $requests > 0 ? $cpu / $requests * 1e6 : 0.0, $cpu / $secs];
}

if ($workerCounts === null) {
    [$fr, $fp, $fe] = run('fiber', $ext, $conns, $secs);
    [$ar, $ap, $ae] = run('async', $ext, $conns, $secs);
    printf("http     wrk -c%d %ds: true_async %.0f req/s (p99 %.2f ms%s), Fiber+stream_select %.0f req/s (p99 %.2f ms%s), ratio %.2f (target >= 1.4)\n",
        $conns, $secs, $ar, $ap, $ae ? "; $ae" : '', $fr, $fp, $fe ? "; $fe" : '', $fr > 0 ? $ar / $fr : 0);
    exit;
}

if (!function_exists('posix_kill')) { fwrite(STDERR, "the workers mode needs ext/posix (and ext/pcntl in the server)\n"); exit(1); }
// The single process runs before and after the workers (the machine may be
// busy with other work for part of the run): the ratios are against the
// mean of the two.
$single = [run('async', $ext, $conns, $secs)];
$lines = [];
foreach ($workerCounts as $n) {
    $lines[$n] = run('workers', $ext, $conns, $secs, $n);
}
$single[] = run('async', $ext, $conns, $secs);
$sr = ($single[0][0] + $single[1][0]) / 2;
$sc = ($single[0][4] + $single[1][4]) / 2;
$label = $work > 0 ? sprintf("wrk -t%d -c%d %ds, %d md5/request", $threads, $conns, $secs, $work) : sprintf("wrk -t%d -c%d %ds", $threads, $conns, $secs);
printf("http     single process, %s: %.0f req/s (%.0f before the workers, %.0f after; p99 %.2f/%.2f ms), server CPU %.1f us/request (%.1f, %.1f), %.2f/%.2f cores used\n",
    $label, $sr, $single[0][0], $single[1][0], $single[0][1], $single[1][1], $sc, $single[0][4], $single[1][4], $single[0][5], $single[1][5]);
foreach ($lines as $n => [$wr, $wp, $we, , $wc, $wu]) {
    printf("http     %d worker%s, %s: %.0f req/s (p99 %.2f ms%s), server CPU %.1f us/request, %.2f cores used; vs the single process: %.2fx req/s, %.2fx CPU/request\n",
        $n, $n === 1 ? '' : 's', $label, $wr, $wp, $we ? "; $we" : '', $wc, $wu,
        $sr > 0 ? $wr / $sr : 0, $sc > 0 ? $wc / $sc : 0);
}
