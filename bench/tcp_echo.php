<?php
// bench/tcp_echo.php: TCP echo on loopback, C clients x R round trips of
// 64 bytes, server and clients in this one process. true_async (plain
// blocking stream code in coroutines) beside native Fiber + a
// stream_select loop over non-blocking streams, in the same run.
// Prints round trips per second, p99 round-trip latency and the ratio.
//   php bench/tcp_echo.php [C] [R]
use function Async\{spawn, await, await_all};

$C = (int)($argv[1] ?? 100);
$R = (int)($argv[2] ?? 1000);
const MSG = 64;

function listener(): array {
    $ctx = stream_context_create(['socket' => ['backlog' => 1024]]);
    $srv = stream_socket_server('tcp://127.0.0.1:0', $en, $es, STREAM_SERVER_BIND | STREAM_SERVER_LISTEN, $ctx);
    return [$srv, stream_socket_get_name($srv, false)];
}

function p99(array $lat): float {
    sort($lat);
    return $lat[(int) floor(count($lat) * 0.99)] / 1e3;
}

// ---- true_async: ordinary blocking code -------------------------------
function run_async(int $C, int $R): array {
    [$srv, $addr] = listener();
    $server = spawn(function () use ($srv, $C) {
        for ($i = 0; $i < $C; $i++) {
            $c = stream_socket_accept($srv, 30);
            spawn(function () use ($c) {
                while (($m = fread($c, MSG)) !== false && $m !== '') {
                    fwrite($c, $m);
                }
                fclose($c);
            });
        }
    });
    $lat = [];
    $t = hrtime(true);
    $clients = [];
    for ($i = 0; $i < $C; $i++) {
        $clients[] = spawn(function () use ($addr, $R, &$lat) {
            $s = stream_socket_client("tcp://$addr", $en, $es, 30);
            $msg = str_repeat('x', MSG);
            for ($j = 0; $j < $R; $j++) {
                $t0 = hrtime(true);
                fwrite($s, $msg);
                $got = '';
                while (strlen($got) < MSG) $got .= fread($s, MSG - strlen($got));
                $lat[] = hrtime(true) - $t0;
            }
            fclose($s);
        });
    }
    await_all($clients);
    $secs = (hrtime(true) - $t) / 1e9;
    await($server);
    return [$C * $R / $secs, p99($lat)];
}

// ---- baseline: Fibers + stream_select ----------------------------------
function run_fibers(int $C, int $R): array {
    [$srv, $addr] = listener();
    stream_set_blocking($srv, false);
    $readers = []; $writers = []; $waiting = [];
    $wait = function ($s, bool $write) { Fiber::suspend([$s, $write]); };
    $park = function (Fiber $f, $req) use (&$readers, &$writers, &$waiting) {
        if ($f->isTerminated() || $req === null) return;
        [$s, $write] = $req;
        $id = (int) $s;
        if ($write) $writers[$id] = $s; else $readers[$id] = $s;
        $waiting[$id . ($write ? 'w' : 'r')] = $f;
    };
    $start = function (callable $fn) use ($park) { $f = new Fiber($fn); $park($f, $f->start()); return $f; };
    $lat = [];
    $done = 0;
    $start(function () use ($srv, $C, $wait, $start) {
        for ($i = 0; $i < $C; $i++) {
            while (!($c = @stream_socket_accept($srv, 0))) $wait($srv, false);
            stream_set_blocking($c, false);
            $start(function () use ($c, $wait) {
                while (true) {
                    $m = fread($c, MSG);
                    if ($m === '' || $m === false) {
                        if (feof($c)) break;
                        $wait($c, false);
                        continue;
                    }
                    while ($m !== '') {
                        $n = fwrite($c, $m);
                        $m = substr($m, $n);
                        if ($m !== '') $wait($c, true);
                    }
                }
                fclose($c);
            });
        }
    });
    $t = hrtime(true);
    for ($i = 0; $i < $C; $i++) {
        $start(function () use ($addr, $R, $wait, &$lat, &$done) {
            $s = stream_socket_client("tcp://$addr", $en, $es, 30);
            stream_set_blocking($s, false);
            $msg = str_repeat('x', MSG);
            for ($j = 0; $j < $R; $j++) {
                $t0 = hrtime(true);
                fwrite($s, $msg);
                $got = '';
                while (strlen($got) < MSG) {
                    $m = fread($s, MSG - strlen($got));
                    if ($m === '' || $m === false) { $wait($s, false); continue; }
                    $got .= $m;
                }
                $lat[] = hrtime(true) - $t0;
            }
            fclose($s);
            $done++;
        });
    }
    while ($done < $C) {
        $r = array_values($readers); $w = array_values($writers); $e = null;
        if (!$r && !$w) break;
        stream_select($r, $w, $e, 5);
        foreach ([[$r, 'r', &$readers], [$w, 'w', &$writers]] as [$ready, $kind, &$set]) {
            foreach ($ready as $s) {
                $id = (int) $s;
                unset($set[$id]);
                $f = $waiting[$id . $kind];
                unset($waiting[$id . $kind]);
                $park($f, $f->resume());
            }
        }
        unset($set);
    }
    $secs = (hrtime(true) - $t) / 1e9;
    return [$C * $R / $secs, p99($lat)];
}

$only = $argv[3] ?? "";
[$fr, $fp] = $only === "async" ? [1, 0] : run_fibers($C, $R);
[$ar, $ap] = $only === "fiber" ? [1, 0] : run_async($C, $R);
printf("tcp_echo %d clients x %d round trips of %d B: true_async %.0f rt/s (p99 %.0f us), Fiber+stream_select %.0f rt/s (p99 %.0f us), ratio %.2f (target >= 1.4)\n",
    $C, $R, MSG, $ar, $ap, $fr, $fp, $ar / $fr);
