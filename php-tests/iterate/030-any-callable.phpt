--TEST--
iterate: any callable works as the callback (function name, method array, static string, invokable, first-class callable)
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\iterate;
function show($v, $k) { echo "function $k=$v\n"; }
class C {
    public function m($v, $k) { echo "method $k=$v\n"; }
    public static function s($v, $k) { echo "static $k=$v\n"; }
    public function __invoke($v, $k) { echo "invoke $k=$v\n"; }
}
iterate(['a' => 1], 'show');
iterate(['b' => 2], [new C, 'm']);
iterate(['c' => 3], 'C::s');
iterate(['d' => 4], [C::class, 's']);
iterate(['e' => 5], new C);
iterate(['f' => 6], (new C)->m(...));
?>
--EXPECT--
function a=1
method b=2
static c=3
static d=4
invoke e=5
method f=6
