--TEST--
shutdown: graceful_shutdown() with a custom AsyncCancellation passes it to every coroutine; calling it twice is harmless; a non-cancellation is a TypeError
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\AsyncCancellation;
use function Async\{spawn, suspend, await_all, graceful_shutdown};
$cs = [];
for ($i = 0; $i < 2; $i++) {
    $cs[] = spawn(function () {
        try { Async\delay(100000); } catch (AsyncCancellation $e) { return $e->getMessage(); }
    });
}
suspend();
$reason = new AsyncCancellation("maintenance window");
graceful_shutdown($reason);
graceful_shutdown($reason);
[$r] = await_all($cs);
var_dump($r);
try { graceful_shutdown(new Exception("no")); } catch (TypeError $e) { echo "TypeError\n"; }
?>
--EXPECT--
array(2) {
  [0]=>
  string(18) "maintenance window"
  [1]=>
  string(18) "maintenance window"
}
TypeError
