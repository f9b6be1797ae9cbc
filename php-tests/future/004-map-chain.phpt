--TEST--
future: map() chains transform the value; independent chains from one future; map runs after completion
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\{Future, FutureState};
use function Async\await;
$state = new FutureState();
$future = new Future($state);
$ran = false;
$doubled = $future->map(function ($x) use (&$ran) { $ran = true; return $x * 2; });
$text = $doubled->map(fn($x) => "Result: $x");
$tripled = $future->map(fn($x) => $x * 3);
var_dump($ran);
$state->complete(21);
echo await($text), "\n";
echo await($tripled), "\n";
echo Future::completed(5)->map(fn(int $x) => $x + 1)->map(fn(int $x) => $x * 10)->await(), "\n";
try { $future->map("no_such_function"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
?>
--EXPECT--
bool(false)
Result: 42
63
60
Async\Future::map(): Argument #1 ($map) must be a valid callback
