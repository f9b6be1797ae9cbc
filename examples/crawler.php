<?php
// A small crawler, written the way TrueAsync programs are: a local HTTP
// server runs in its own coroutine; the client opens a Scope for the crawl,
// fans the page fetches out with a TaskGroup (at most 8 at once), passes a
// request id down through the Context, and a timeout cancels what is left.
// Plain blocking PHP (stream_socket_client, fgets, usleep) runs concurrently.
use Async\{Scope, TaskGroup};
use function Async\{spawn, await, delay, current_context, timeout};

// ---- The server: /page/N answers after N*10 ms; page 13 never answers in time.
$server = stream_socket_server('tcp://127.0.0.1:0');
$address = stream_socket_get_name($server, false);
$serverScope = new Scope();
$serverScope->spawn(function () use ($server) {
    while (true) {
        $conn = @stream_socket_accept($server, 5);
        if ($conn === false) {
            return;
        }
        spawn(function () use ($conn) {
            $request = fgets($conn);
            while (($line = fgets($conn)) !== false && trim($line) !== '') {
            }
            preg_match('#GET /page/(\d+)#', (string) $request, $m);
            $n = (int) ($m[1] ?? 0);
            usleep(($n === 13 ? 5000 : $n * 10) * 1000);   // a blocking call, yet nobody waits for it
            $body = "page $n";
            fwrite($conn, "HTTP/1.0 200 OK\r\nContent-Length: " . strlen($body) . "\r\n\r\n$body");
            fclose($conn);
        });
    }
});

// ---- The client.
function fetch(string $address, int $n): string {
    $id = current_context()->get('request-id');
    $s = stream_socket_client("tcp://$address", $errno, $errstr, 2);
    fwrite($s, "GET /page/$n HTTP/1.0\r\nX-Request-Id: $id\r\n\r\n");
    $response = stream_get_contents($s);
    fclose($s);
    return substr($response, strpos($response, "\r\n\r\n") + 4);
}

$start = hrtime(true);
$crawl = Scope::inherit();
current_context()->set('request-id', 'crawl-42');
$result = await($crawl->spawn(function () use ($address) {
    $group = new TaskGroup(concurrency: 8);
    $running = 0;
    $peak = 0;
    foreach (range(1, 20) as $n) {
        $group->spawnWithKey("page-$n", function () use ($address, $n, &$running, &$peak) {
            $running++;
            $peak = max($peak, $running);
            try {
                return fetch($address, $n);
            } finally {
                $running--;
            }
        });
    }
    $group->close();
    // Give the crawl 400 ms; what is still running then is cancelled.
    $timer = spawn(function () use ($group) {
        delay(400);
        $group->cancel(new Async\AsyncCancellation("crawl timed out"));
    });
    $group->awaitCompletion();
    $timer->cancel();
    $pages = $group->getResults();
    $failed = array_map(fn($e) => $e->getMessage(), $group->getErrors());
    return [$pages, $failed, $peak, current_context()->get('request-id')];
}));
[$pages, $failed, $peak, $id] = $result;
printf("crawl %s: %d pages fetched, at most %d at once, %d ms\n",
    $id, count($pages), $peak, (hrtime(true) - $start) / 1e6);
echo "  first: ", array_key_first($pages), " => ", reset($pages), "\n";
foreach ($failed as $key => $why) {
    echo "  $key: $why\n";
}
$crawl->dispose();
// The server's scope goes with everything in it (the handler still
// sleeping on page 13 included).
$serverScope->cancel();
$serverScope->awaitAfterCancellation(null, timeout(1000));
fclose($server);
echo "server stopped\n";
