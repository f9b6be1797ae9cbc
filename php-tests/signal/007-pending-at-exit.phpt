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
--EXPECTF--
bool(false)
bool(false)
end

Warning: Future was never used; call await(), map(), catch(), finally() or ignore() to suppress this warning. Created at %s007-pending-at-exit.php:4 in Unknown on line 0

Warning: Future was never used; call await(), map(), catch(), finally() or ignore() to suppress this warning. Created at %s007-pending-at-exit.php:5 in Unknown on line 0