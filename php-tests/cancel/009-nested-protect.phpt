--TEST--
cancel: nested protect() sections deliver the cancellation only after the outermost one
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, suspend, protect};
$c = spawn(function () {
    protect(function () {
        protect(function () { suspend(); echo "inner done\n"; });
        suspend();
        echo "outer done\n";
    });
    echo "not reached\n";
});
suspend();
$c->cancel();
try { await($c); } catch (Async\AsyncCancellation) { echo "cancelled after protect\n"; }
?>
--EXPECT--
inner done
outer done
cancelled after protect
