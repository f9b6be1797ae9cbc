--TEST--
workers: a worker killed with SIGKILL is forked again in its slot and serves on the same port (the other one never stopped); SIGTERM then stops the new and the old worker
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
[$victim, $survivor] = $w->workers;
posix_kill($victim, SIGKILL);
$m = $w->waitFor('~^supervisor: worker (\d+) (.*); restarting slot (\d)~');
$slot = preg_grep("~^supervisor: worker $victim started \\(slot $m[3]\\)$~", $w->lines);
echo "supervisor saw: worker ", $m[1] == $victim ? "victim" : $m[1], " $m[2]; its slot: ", count($slot), "\n";
[$new] = $w->waitForWorkers(1);
echo "new worker: ", var_export(!in_array($new, [$victim, $survivor], true), true), "\n";

// New connections reach the new worker and the survivor, never the dead one
// (40 connections: the kernel's hash sends each to either listener).
$seen = [];
for ($i = 0; $i < 40; $i++) {
    $conn = stream_socket_client("tcp://$w->address", $errno, $errstr, 30);
    [$status, $headers] = http_get($conn);
    $seen[(int) $headers['x-worker-pid']] = true;
    fclose($conn);
}
ksort($seen);
$expect = [$survivor => true, $new => true];
ksort($expect);
echo "served by the survivor and the new worker: ", var_export($seen === $expect, true), "\n";

posix_kill($w->supervisor, SIGTERM);
$w->readToEnd();
echo "supervisor exit status: ", $w->close(), "\n";
$stopped = preg_grep('~^worker (' . $survivor . '|' . $new . '): stopped; ~', $w->lines);
echo "stopped gracefully: ", count($stopped), "\n";
echo "gone: ", count_gone([$w->supervisor, $survivor, $new, $victim]), " of 4\n";
?>
--EXPECT--
supervisor saw: worker victim was killed by signal 9; its slot: 1
new worker: true
served by the survivor and the new worker: true
supervisor exit status: 0
stopped gracefully: 2
gone: 4 of 4
