<?php
// bench/soak.php: the request-long life of a server in one loop, to show
// that nothing grows: each round spawns and awaits coroutines that delay,
// echo into their own output buffer, are cancelled, are guarded by a
// timeout that fires and by one that outlives them, and watch a directory
// for a file written meanwhile. RSS (VmRSS) is sampled every 5 s; after a
// warm-up of a fifth of the run (at least 10 s), RSS may not grow more than
// 2% over the warm-up sample. Exit status 1 if it does.
//   php -d extension=true_async bench/soak.php [seconds = 600]
// The test command runs it for 30 s.
use Async\{FileSystemWatcher, AsyncCancellation, TimeoutException};
use function Async\{spawn, await, await_all, delay, timeout};

$seconds = (int)($argv[1] ?? 600);
$dir = sys_get_temp_dir() . "/ta-soak-" . getmypid();
@mkdir($dir);

function rss_kb(): int {
    preg_match('/^VmRSS:\s+(\d+)/m', file_get_contents('/proc/self/status'), $m);
    return (int)$m[1];
}

function round_trip(string $dir, int $round): int {
    $done = 0;
    // Plain work: delay, echo into the coroutine's own buffer.
    $workers = [];
    for ($i = 0; $i < 20; $i++) {
        $workers[] = spawn(function () use ($i) {
            delay(1);
            ob_start();
            echo "worker $i\n";
            return ob_get_clean() === "worker $i\n";
        });
    }
    // A timeout that outlives what it guards.
    [$results, $errors] = await_all($workers, timeout(5000));
    $done += count(array_filter($results)) - count($errors);
    // A timeout that fires; what it guarded is cancelled then (left to
    // run, a second of such coroutines would pile up: a steady state, but
    // one whose peak keeps creeping up with the machine's jitter).
    $slow = spawn(fn() => delay(1000));
    try {
        await($slow, timeout(1));
    } catch (TimeoutException | AsyncCancellation) {
        $done++;
    }
    $slow->cancel();
    // A cancelled coroutine whose finally runs.
    $c = spawn(function () use (&$done) {
        try { delay(10000); } finally { $done++; }
    });
    delay(0);
    $c->cancel();
    try { await($c); } catch (AsyncCancellation) { $done++; }
    // A file watch that sees a write, then closes.
    if ($round % 10 === 0) {
        $w = new FileSystemWatcher($dir);
        spawn(function () use ($dir, $w, $round) {
            delay(1);
            file_put_contents("$dir/f", (string)$round);
            delay(5);
            $w->close();
        });
        foreach ($w as $event) {
            $done++;
        }
    }
    return $done;
}

$start = hrtime(true);
$warm = max(10, intdiv($seconds, 5));
$next = 5;
$base = null;
$max = 0;
$rounds = 0;
$work = 0;
$samples = [];
while (($elapsed = (hrtime(true) - $start) / 1e9) < $seconds) {
    $work += round_trip($dir, $rounds++);
    if ($elapsed >= $next) {
        $rss = rss_kb();
        $samples[] = sprintf("%ds:%dKB", $next, $rss);
        if ($next >= $warm) {
            $base ??= $rss;
            $max = max($max, $rss);
        }
        $next += 5;
    }
}
@unlink("$dir/f");
@rmdir($dir);
$growth = $base ? ($max - $base) / $base * 100 : 0;
printf("soak     %d s, %d rounds (%d checks passed), RSS after warm-up %d KB, peak %d KB, growth %.2f%% (limit 2%%)\n",
    $seconds, $rounds, $work, $base ?? 0, $max, $growth);
echo "         samples: ", implode(" ", $samples), "\n";
exit($base !== null && $growth < 2.0 ? 0 : 1);
