--TEST--
native: ZEND_ASYNC_SIGACTION(signo) is served: true while the reactor watches the number (an Async\signal() wait, a started C signal event), false before, after both ended, for a number nobody watches and for a bad number
--EXTENSIONS--
posix
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use Async\Signal;
use function Async\{spawn, await, delay};

const USR1 = Signal::SIGUSR1->value;
const USR2 = Signal::SIGUSR2->value;
function owned(string $when) {
    $u1 = native_sigaction(USR1);
    $u2 = native_sigaction(USR2);
    printf("%-32s served %s, USR1 %s, USR2 %s\n", $when . ':', var_export($u1['served'], true),
        var_export($u1['owned'], true), var_export($u2['owned'], true));
}
owned("nothing watched");
$w = spawn(fn() => await(Async\signal(Signal::SIGUSR1)));
delay(5);
owned("signal(SIGUSR1) waits");
posix_kill(getmypid(), USR1);
var_dump(await($w) === Signal::SIGUSR1);
owned("the wait got it");
$s = native_signal(USR2);
owned("C event on USR2 made");
native_event($s, 'start');
owned("C event on USR2 started");
native_event($s, 'stop');
owned("C event on USR2 stopped");
native_event($s, 'release');
foreach ([0, -1, 65, 100000] as $bad) {
    var_dump(native_sigaction($bad)['owned']);
}
?>
--EXPECT--
nothing watched:                 served true, USR1 false, USR2 false
signal(SIGUSR1) waits:           served true, USR1 true, USR2 false
bool(true)
the wait got it:                 served true, USR1 false, USR2 false
C event on USR2 made:            served true, USR1 false, USR2 false
C event on USR2 started:         served true, USR1 false, USR2 true
C event on USR2 stopped:         served true, USR1 false, USR2 false
bool(false)
bool(false)
bool(false)
bool(false)
