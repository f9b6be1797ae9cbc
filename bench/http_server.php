<?php
// bench/http_server.php MODE PORT [WORKERS] [WORK]: an HTTP/1.1 hello-world
// server with keep-alive, for bench/http.php. Prints "listening PID" once
// each serving process listens. WORK > 0 (async and workers modes): each
// request first does WORK rounds of md5, CPU work that makes the server,
// not the load generator, the bottleneck. MODE "async": one coroutine per connection,
// plain blocking stream code (fgets/fwrite) on hooked streams. MODE
// "workers": WORKERS processes forked by examples/workers.inc's supervisor,
// each serving the same way on the same port (SO_REUSEPORT). MODE "fiber":
// native Fibers over non-blocking streams driven by a stream_select loop
// (the baseline).
[, $mode, $port, $workers, $work] = $argv + [null, 'async', 8080, 2, 0];
define('WORK', (int) $work);
const BODY = "Hello, World!";
const RESPONSE = "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 13\r\n\r\n" . BODY;

function listen(string $port, bool $reusePort)
{
    $ctx = stream_context_create(['socket' => ['backlog' => 4096, 'so_reuseport' => $reusePort]]);
    $srv = stream_socket_server("tcp://127.0.0.1:$port", $en, $es, STREAM_SERVER_BIND | STREAM_SERVER_LISTEN, $ctx);
    if (!$srv) { fwrite(STDERR, "listen: $es\n"); exit(1); }
    fwrite(STDOUT, "listening " . getmypid() . "\n");
    return $srv;
}

function serve_async($srv): void
{
    Async\await(Async\spawn(function () use ($srv) {
        while (true) {
            $c = stream_socket_accept($srv, -1);
            if (!$c) continue;
            Async\spawn(function () use ($c) {
                while (($line = fgets($c)) !== false) {
                    if ($line !== "\r\n") continue;
                    for ($i = 0, $h = ''; $i < WORK; $i++) $h = md5($h);
                    fwrite($c, RESPONSE);
                }
                fclose($c);
            });
        }
    }));
}

if ($mode === 'async') {
    serve_async(listen($port, false));
    exit;
}
if ($mode === 'workers') {
    require __DIR__ . '/../examples/workers.inc';
    exit(run_workers((int) $workers, function () use ($port): int {
        serve_async(listen($port, true));
        return 0;
    }, ['log' => function (string $line): void {}]));
}

$srv = listen($port, false);

stream_set_blocking($srv, false);
$readers = [(int) $srv => $srv];
$fibers = [];
$buffers = [];
while (true) {
    $r = array_values($readers); $w = null; $e = null;
    if (stream_select($r, $w, $e, null) < 1) continue;
    foreach ($r as $s) {
        if ($s === $srv) {
            while ($c = @stream_socket_accept($srv, 0)) {
                stream_set_blocking($c, false);
                $id = (int) $c;
                $readers[$id] = $c;
                $f = new Fiber(function () use ($c) {
                    $buf = '';
                    while (true) {
                        $chunk = fread($c, 8192);
                        if ($chunk === '' || $chunk === false) {
                            if (feof($c)) return;
                            Fiber::suspend();
                            continue;
                        }
                        $buf .= $chunk;
                        while (($p = strpos($buf, "\r\n\r\n")) !== false) {
                            $buf = substr($buf, $p + 4);
                            fwrite($c, RESPONSE);
                        }
                    }
                });
                $fibers[$id] = $f;
                $f->start();
                if ($f->isTerminated()) {
                    fclose($c);
                    unset($readers[$id], $fibers[$id]);
                }
            }
            continue;
        }
        $id = (int) $s;
        $f = $fibers[$id];
        $f->resume();
        if ($f->isTerminated()) {
            fclose($s);
            unset($readers[$id], $fibers[$id]);
        }
    }
}
