--TEST--
context: set() on a key this Context already holds throws AsyncException "Context key already exists and replace is false" unless replace is true
--EXTENSIONS--
true_async
--FILE--
<?php
$c = new Async\Context();
$c->set('k', 'first');
try {
    $c->set('k', 'second');
    echo "no exception\n";
} catch (Async\AsyncException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
echo $c->get('k'), "\n";
try {
    $c->set('k', 'second', false);
    echo "no exception\n";
} catch (Async\AsyncException $e) {
    echo $e->getMessage(), "\n";
}
echo $c->get('k'), "\n";
var_dump($c->set('k', 'third', replace: true) === $c);
echo $c->get('k'), "\n";
$c->set('k', 'fourth', true);
echo $c->get('k'), "\n";
$c->set('fresh', 'new key with replace', replace: true);
echo $c->get('fresh'), "\n";
?>
--EXPECT--
Async\AsyncException: Context key already exists and replace is false
first
Context key already exists and replace is false
first
bool(true)
third
fourth
new key with replace
