--TEST--
workers: examples/http_workers.php with 2 workers on one port (SO_REUSEPORT): 200 keep-alive connections are spread over both, each kept by one worker; SIGTERM to the supervisor stops both gracefully, every connection closed by its coroutine's finally block, nothing left running
--EXTENSIONS--
true_async
pcntl
posix
--SKIPIF--
<?php
// Under valgrind (run-tests.sh's pass sets USE_ZEND_ALLOC=0 and traces
// children) the supervisor and both workers would each run under valgrind:
// three processes forked from one, 400 requests; too slow to say anything.
if (getenv('USE_ZEND_ALLOC') === '0') die('skip forks three valgrind processes');
?>
--FILE--
<?php
use function Async\{spawn, await_all_or_fail};
require __DIR__ . '/workers.inc';

$w = WorkersProcess::start(2);
echo "workers started: ", count(array_unique($w->workers)), "\n";

// 200 connections open at once, two requests on each.
$clients = [];
for ($i = 0; $i < 200; $i++) {
    $clients[] = spawn(function () use ($w) {
        $conn = stream_socket_client("tcp://$w->address", $errno, $errstr, 30);
        $first = http_get($conn);
        $second = http_get($conn);
        return [$conn, $first, $second];
    });
}
$results = await_all_or_fail($clients);

$ok = 0;
$sticky = 0;
$served = [];
foreach ($results as [$conn, $first, $second]) {
    foreach ([$first, $second] as [$status, $headers, $body]) {
        $pid = (int) ($headers['x-worker-pid'] ?? 0);
        $ok += $status === 'HTTP/1.1 200 OK' && $body === "Hello from worker $pid\n"
            && ($headers['connection'] ?? '') === 'keep-alive';
        $served[$pid] = ($served[$pid] ?? 0) + 1;
    }
    $sticky += $first[1]['x-worker-pid'] === $second[1]['x-worker-pid'];
}
ksort($served);
$workers = $w->workers;
sort($workers);
echo "answered: $ok of 400\n";
echo "connections that kept their worker: $sticky\n";
echo "served by exactly the two workers: ", var_export(array_keys($served) === $workers, true), "\n";
echo "each served some: ", var_export(min($served) > 0, true), "\n";

// SIGTERM to the supervisor while the 200 connections are open and idle.
// The idle ones are closed at once, not after the 10 s grace period.
$t0 = hrtime(true);
posix_kill($w->supervisor, SIGTERM);
$w->readToEnd();
$status = $w->close();
echo "supervisor exit status: $status\n";
$took = (hrtime(true) - $t0) / 1e9;
echo "stopped before the grace period ended: ", var_export($took < 8, true), "\n";

$stopped = [];
foreach ($w->lines as $line) {
    if (preg_match('~^worker (\d+): stopped; (\d+) requests on (\d+) connections, (\d+) closed in finally$~', $line, $m)) {
        $stopped[(int) $m[1]] = [(int) $m[2], (int) $m[3], (int) $m[4]];
    }
}
ksort($stopped);
echo "workers that stopped: ", var_export(array_keys($stopped) === $workers, true), "\n";
echo "requests: ", array_sum(array_column($stopped, 0)), ", connections: ", array_sum(array_column($stopped, 1)),
    ", closed in finally: ", array_sum(array_column($stopped, 2)), "\n";
foreach ($stopped as $pid => [$requests]) {
    if ($requests !== $served[$pid]) echo "worker $pid counted $requests requests, the clients saw {$served[$pid]}\n";
}
echo "last line: ", end($w->lines), "\n";

// The server closed every connection.
$closed = 0;
foreach ($results as [$conn]) {
    $closed += fread($conn, 1) === '' && feof($conn);
}
echo "connections closed by the server: $closed\n";
echo "processes gone: ", count_gone([$w->supervisor, ...$w->workers]), " of 3\n";
?>
--EXPECT--
workers started: 2
answered: 400 of 400
connections that kept their worker: 200
served by exactly the two workers: true
each served some: true
supervisor exit status: 0
stopped before the grace period ended: true
workers that stopped: true
requests: 400, connections: 200, closed in finally: 200
last line: http_workers: all workers stopped
connections closed by the server: 200
processes gone: 3 of 3
