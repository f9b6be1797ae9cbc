--TEST--
workers: when the supervisor dies (SIGKILL, nothing forwarded), each worker notices within about a second, stops gracefully by itself and exits; a keep-alive connection it held is closed
--EXTENSIONS--
true_async
pcntl
posix
--SKIPIF--
<?php
// Under valgrind the supervisor and its workers would all run under
// valgrind (run-tests.sh's pass traces children): too slow to say anything.
if (getenv('USE_ZEND_ALLOC') === '0') die('skip forks valgrind processes');
?>
--FILE--
<?php
require __DIR__ . '/workers.inc';

$w = WorkersProcess::start(2);
$conn = stream_socket_client("tcp://$w->address", $errno, $errstr, 30);
[$status, $headers] = http_get($conn);
echo "$status from a worker: ", var_export(in_array((int) $headers['x-worker-pid'], $w->workers, true), true), "\n";

posix_kill($w->supervisor, SIGKILL);
// The output ends once every process that holds it (the workers) is gone.
$w->readToEnd(20);
echo "supervisor killed: ", var_export($w->close() === -1 || process_gone($w->supervisor), true), "\n";
echo "workers that noticed: ", count(preg_grep('~^worker \d+: the supervisor is gone, stopping$~', $w->lines)), "\n";
echo "workers that stopped: ", count(preg_grep('~^worker \d+: stopped; ~', $w->lines)), "\n";
echo "connection closed: ", var_export(fread($conn, 1) === '' && feof($conn), true), "\n";
echo "gone: ", count_gone($w->workers), " of 2\n";
?>
--EXPECT--
HTTP/1.1 200 OK from a worker: true
supervisor killed: true
workers that noticed: 2
workers that stopped: 2
connection closed: true
gone: 2 of 2
