<?php
// examples/http_workers.php: an HTTP server on every core. The parent
// forks one worker per core (Async\available_parallelism()) before any
// coroutine runs; each worker opens the port itself with SO_REUSEPORT, so
// the kernel spreads new connections over the workers, and serves them
// with coroutines (examples/http_server.inc). The parent supervises
// (examples/workers.inc): it restarts a worker that dies, and on SIGTERM
// or SIGINT (Ctrl-C) tells every worker to stop gracefully and exits once
// all of them have.
//
//   php examples/http_workers.php [--workers=N] [--host=127.0.0.1] [--port=8080]
//                                 [--grace=SECONDS] [--idle=SECONDS]
//   curl -i http://127.0.0.1:8080/
//
// --port=0 picks a free port (printed). Each response says which worker
// served it (body and X-Worker-Pid). A worker stops on SIGTERM: it closes
// its listener, closes its idle keep-alive connections, lets requests in
// progress finish (up to --grace seconds, default 10, then cancels them),
// and reports how many connections it served and closed. It also stops
// by itself if the parent disappears (checked every second).
// Needs ext/pcntl and ext/posix (both enabled in Debian's CLI).

require __DIR__ . '/workers.inc';
require __DIR__ . '/http_server.inc';

$options = getopt('', ['workers:', 'host:', 'port:', 'grace:', 'idle:', 'help']);
if (isset($options['help'])) {
    fwrite(STDOUT, "usage: php examples/http_workers.php [--workers=N] [--host=H] [--port=P] [--grace=S] [--idle=S]\n");
    exit(0);
}
if (!function_exists('pcntl_fork') || !function_exists('posix_kill')) {
    fwrite(STDERR, "http_workers.php needs ext/pcntl and ext/posix\n");
    exit(1);
}
$workers = (int) ($options['workers'] ?? Async\available_parallelism());
$host = (string) ($options['host'] ?? '127.0.0.1');
$port = (int) ($options['port'] ?? 8080);
$grace = (float) ($options['grace'] ?? 10);
$idle = (float) ($options['idle'] ?? 30);
if ($workers < 1) {
    fwrite(STDERR, "--workers must be at least 1\n");
    exit(1);
}

// The parent binds the port (SO_REUSEPORT, without listening) before
// forking: a port in use fails here, once, port 0 becomes a real port the
// workers share, and the port stays reserved for the workers while one is
// restarted. A socket that does not listen receives no connections.
$reuse = stream_context_create(['socket' => ['so_reuseport' => true, 'backlog' => 1024]]);
$reservation = @stream_socket_server("tcp://$host:$port", $errno, $errstr, STREAM_SERVER_BIND, $reuse);
if ($reservation === false) {
    fwrite(STDERR, "cannot bind $host:$port: $errstr\n");
    exit(1);
}
$name = stream_socket_get_name($reservation, false);
$port = (int) substr($name, strrpos($name, ':') + 1);
$address = (str_contains($host, ':') ? "[$host]" : $host) . ":$port";
$log = static function (string $line): void {
    fwrite(STDOUT, $line . "\n");
};
$log("http_workers: http://$address/ with $workers workers (supervisor " . getmypid() . ")");

$status = run_workers($workers, static function (int $slot) use ($address, $reservation, $reuse, $grace, $idle, $log): int {
    fclose($reservation);
    $pid = getmypid();
    // Until SIGTERM (the supervisor's stop), or until the supervisor is
    // gone. The wait for SIGTERM is pending from here on, so the signal
    // cannot fall between the fork and the wait.
    $parent = posix_getppid();
    $orphaned = Async\spawn(static function () use ($parent): void {
        while (posix_getppid() === $parent) {
            Async\delay(1000);
        }
    });
    $sigterm = Async\signal(Async\Signal::SIGTERM, $orphaned);

    $listener = @stream_socket_server("tcp://$address", $errno, $errstr, STREAM_SERVER_BIND | STREAM_SERVER_LISTEN, $reuse);
    if ($listener === false) {
        $log("worker $pid: cannot listen on $address: $errstr");
        return 1;
    }
    $server = new HttpServer($listener, static function (array $request) use ($pid): array {
        return [200, ['Content-Type' => 'text/plain', 'X-Worker-Pid' => $pid], "Hello from worker $pid\n"];
    }, $idle);
    $server->start();
    $log("worker $pid: listening on $address");

    try {
        $sigterm->await();
        $why = 'SIGTERM';
    } catch (Async\AsyncCancellation) {
        $why = 'the supervisor is gone';
    }
    $orphaned->cancel();

    $log("worker $pid: $why, stopping");
    $server->stop((int) ($grace * 1000));
    $log("worker $pid: stopped; $server->requests requests on $server->accepted connections, $server->closed closed in finally");
    return 0;
}, ['grace' => $grace + 5, 'log' => $log]);
$log("http_workers: all workers stopped");
exit($status);
