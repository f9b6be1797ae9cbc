--TEST--
shutdown: SIGTERM after the main script ended, while a coroutine waits to read a socket that stays silent: it unwinds at once (finally runs), exit status 143
--EXTENSIONS--
true_async
--FILE--
<?php
require __DIR__ . "/child.inc";
[$out, $status, $ms] = ta_run_child_timed(<<<'PHP'
<?php
use function Async\spawn;
[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
// The coroutine starts once the main script is over.
spawn(function () use ($a) {
    try { echo "ready\n"; $d = fread($a, 10); echo "read returned\n"; } finally { echo "reader finally\n"; }
});
PHP, SIGTERM);
echo $out;
var_dump($status);
echo $ms < 3000 ? "exited soon after the signal\n" : "exited $ms ms after the signal\n";
?>
--EXPECT--
reader finally
int(143)
exited soon after the signal
