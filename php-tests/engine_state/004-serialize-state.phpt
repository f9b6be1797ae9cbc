--TEST--
engine_state: serialize() whose __serialize waits, beside unserialize() whose autoloader waits, leave serialize's shared state as they found it (later serialize() calls keep their back references)
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
class Slow {
    public function __construct(public int $v) {}
    public function __serialize(): array { delay(5); return ['v' => $this->v]; }
    public function __unserialize(array $d): void { $this->v = $d['v']; }
}
spl_autoload_register(function ($c) { delay(20); eval("class $c { public \$x = 1; }"); });
$a = spawn(fn() => serialize([new Slow(1), new Slow(2)]));
$b = spawn(fn() => get_class(unserialize('O:4:"Lazy":0:{}')));
var_dump(await($a), await($b));
$o = new stdClass;
$o->self = $o;
for ($i = 0; $i < 3; $i++) var_dump(serialize([$o, $o]));
$back = unserialize(serialize([$o, $o]));
var_dump($back[0] === $back[1], $back[0]->self === $back[0]);
?>
--EXPECT--
string(68) "a:2:{i:0;O:4:"Slow":1:{s:1:"v";i:1;}i:1;O:4:"Slow":1:{s:1:"v";i:2;}}"
string(4) "Lazy"
string(52) "a:2:{i:0;O:8:"stdClass":1:{s:4:"self";r:2;}i:1;r:2;}"
string(52) "a:2:{i:0;O:8:"stdClass":1:{s:4:"self";r:2;}i:1;r:2;}"
string(52) "a:2:{i:0;O:8:"stdClass":1:{s:4:"self";r:2;}i:1;r:2;}"
bool(true)
bool(true)
