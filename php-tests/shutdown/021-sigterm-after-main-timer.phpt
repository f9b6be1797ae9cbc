--TEST--
shutdown: SIGTERM after the main script ended, while a coroutine waits on a 10 s timer: it unwinds at once (finally runs), exit status 143
--EXTENSIONS--
true_async
--FILE--
<?php
require __DIR__ . "/child.inc";
[$out, $status, $ms] = ta_run_child_timed(<<<'PHP'
<?php
use function Async\{spawn, delay};
// The coroutine starts once the main script is over.
spawn(function () {
    try { echo "ready\n"; delay(10000); echo "timer ended\n"; } finally { delay(10); echo "worker finally (it may await)\n"; }
});
PHP, SIGTERM);
echo $out;
var_dump($status);
echo $ms < 3000 ? "exited soon after the signal\n" : "exited $ms ms after the signal\n";
?>
--EXPECT--
worker finally (it may await)
int(143)
exited soon after the signal
