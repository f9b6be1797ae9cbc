--TEST--
scope: Scope::spawn() forwards positional, variadic and named arguments to the closure
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\await;
$s = new Scope();
var_dump(await($s->spawn(fn($a, $b) => $a - $b, 10, 3)));
var_dump(await($s->spawn(fn(...$xs) => implode(",", $xs), 1, 2, 3)));
var_dump(await($s->spawn(fn($a, $b) => "$a/$b", b: "B", a: "A")));
var_dump(await($s->spawn(fn($x, $y = "default") => "$x $y", "first")));
var_dump(await($s->spawn(strrev(...), "abc")));
var_dump(await($s->spawn(function () { return func_num_args(); })));
?>
--EXPECT--
int(7)
string(5) "1,2,3"
string(3) "A/B"
string(13) "first default"
string(3) "cba"
int(0)
