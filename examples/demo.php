<?php
// Three workers share the CPU: each yields after every step, so their lines
// interleave; main awaits all of them and prints their results.
use function Async\{spawn, await, suspend};

$start = hrtime(true);
$workers = [];
foreach (['alpha', 'beta', 'gamma'] as $n => $name) {
    $workers[] = spawn(function (string $name, int $steps) {
        $sum = 0;
        for ($i = 1; $i <= $steps; $i++) {
            $sum += $i;
            echo "  $name step $i\n";
            suspend();           // let the others run
        }
        return "$name summed to $sum";
    }, $name, 3 + $n);
}
echo "main: spawned " . count($workers) . " coroutines\n";
foreach ($workers as $w) {
    echo "main: " . await($w) . "\n";
}
$stats = Async\runtime_stats();
printf("main: %d switches, %d pooled contexts, %.2f ms\n",
    $stats['switches'], $stats['fiber_pool_count'], (hrtime(true) - $start) / 1e6);

// Ordinary blocking stream code, unchanged, runs concurrently: a TCP
// server coroutine answers 20 clients, each answer after a 100 ms pause
// (usleep); one after the other that would take 2 s.
echo "\nTCP: 20 clients, each answered after 100 ms\n";
$start = hrtime(true);
$server = stream_socket_server('tcp://127.0.0.1:0');
$address = stream_socket_get_name($server, false);
spawn(function () use ($server) {
    for ($i = 0; $i < 20; $i++) {
        $conn = stream_socket_accept($server);
        spawn(function () use ($conn) {
            $question = fgets($conn);
            usleep(100_000);
            fwrite($conn, "answer to " . $question);
            fclose($conn);
        });
    }
});
$clients = [];
for ($i = 0; $i < 20; $i++) {
    $clients[] = spawn(function () use ($address, $i) {
        $conn = stream_socket_client("tcp://$address");
        fwrite($conn, "question $i\n");
        return trim(fgets($conn));
    });
}
$answers = array_map(fn($c) => await($c), $clients);
printf("main: %s ... %s; %d answers in %.0f ms\n", $answers[0], $answers[19], count($answers), (hrtime(true) - $start) / 1e6);
