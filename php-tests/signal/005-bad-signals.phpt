--TEST--
signal: signals this platform lacks or that cannot be caught are ValueErrors; a non-Signal is a TypeError
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Signal;
use function Async\signal;
foreach ([Signal::SIGBREAK, Signal::SIGABRT2, Signal::SIGKILL, Signal::SIGSEGV, Signal::SIGILL, Signal::SIGFPE] as $s) {
    try { signal($s); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
}
try { signal(15); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { signal(Signal::SIGTERM, "soon"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
echo count(Signal::cases()), " cases; SIGTERM = ", Signal::SIGTERM->value, "; from(28) = ", Signal::from(28)->name, "\n";
?>
--EXPECT--
Async\signal(): Argument #1 ($signal) Async\Signal::SIGBREAK is not available on this platform
Async\signal(): Argument #1 ($signal) Async\Signal::SIGABRT2 is not available on this platform
Async\signal(): Argument #1 ($signal) Async\Signal::SIGKILL cannot be caught
Async\signal(): Argument #1 ($signal) Async\Signal::SIGSEGV cannot be caught
Async\signal(): Argument #1 ($signal) Async\Signal::SIGILL cannot be caught
Async\signal(): Argument #1 ($signal) Async\Signal::SIGFPE cannot be caught
Async\signal(): Argument #1 ($signal) must be of type Async\Signal, int given
Async\signal(): Argument #2 ($cancellation) must be of type ?Async\Completable, string given
14 cases; SIGTERM = 15; from(28) = SIGWINCH
