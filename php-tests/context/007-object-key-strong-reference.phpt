--TEST--
context: the Context holds a strong reference to an object key: its destructor runs only when the entry is unset()
--EXTENSIONS--
true_async
--FILE--
<?php
class Key {
    public function __construct(public string $n) {}
    public function __destruct() { echo "destroy {$this->n}\n"; }
}
$c = new Async\Context();
$k = new Key('a');
$w = WeakReference::create($k);
$c->set($k, 'v');
unset($k);
echo "variable unset\n";
var_dump($w->get() !== null);
echo $c->get($w->get()), "\n";
$c->unset($w->get());
echo "entry unset\n";
var_dump($w->get());
?>
--EXPECT--
variable unset
bool(true)
v
destroy a
entry unset
NULL
