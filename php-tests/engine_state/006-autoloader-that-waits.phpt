--TEST--
engine_state: an autoloader that waits on a timer before it defines the class: five coroutines need the class, all five get it and the autoloader runs once; a load that fails lets the waiting ones try themselves
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
$runs = [];
spl_autoload_register(function ($c) use (&$runs) {
    $runs[] = $c;
    delay(10);
    if ($c === 'Lazy') eval('class Lazy { const V = 5; }');
    // Missing: defined on the third attempt only.
    if ($c === 'Late' && count(array_keys($runs, 'Late')) >= 3) eval('class Late { const V = 1; }');
});
$cos = [];
for ($i = 0; $i < 5; $i++) $cos[] = spawn(fn() => Lazy::V + $i);
foreach ($cos as $co) echo await($co), " ";
echo "\nautoloader runs for Lazy: ", count(array_keys($runs, 'Lazy')), "\n";
$cos = [];
for ($i = 0; $i < 3; $i++) {
    $cos[] = spawn(function () {
        try { return Late::V; } catch (Error $e) { return $e->getMessage(); }
    });
}
foreach ($cos as $co) echo await($co), "\n";
echo "autoloader runs for Late: ", count(array_keys($runs, 'Late')), "\n";
?>
--EXPECT--
5 6 7 8 9 
autoloader runs for Lazy: 1
Class "Late" not found
Class "Late" not found
1
autoloader runs for Late: 3
