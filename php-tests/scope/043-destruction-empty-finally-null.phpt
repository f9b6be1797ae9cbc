--TEST--
scope: destroying an empty Scope object tears it down and runs its finally handlers asynchronously, with null as argument
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\{await, spawn, delay};
await(spawn(fn() => null));
$s = new Scope();
$s->finally(function ($arg) { echo "finally with "; var_dump($arg); });
$s->finally(function () { echo "second finally\n"; });
unset($s);
echo "unset done\n";
delay(10);
echo "end\n";
?>
--EXPECT--
unset done
finally with NULL
second finally
end
