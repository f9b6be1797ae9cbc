--TEST--
signal: a signal() nobody awaits does not keep the script alive, and the watcher is closed at request end
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Signal;
use function Async\{signal, timeout};
$f = signal(Signal::SIGUSR1);
$g = signal(Signal::SIGUSR1, timeout(60000));
var_dump($f->isCompleted(), $g->isCompleted());
echo "end\n";
?>
--EXPECT--
bool(false)
bool(false)
end
