--TEST--
pool: the first factory exception during pre-warming stops it and propagates from new Pool
--EXTENSIONS--
true_async
--FILE--
<?php
$n = 0;
try {
    $pool = new Async\Pool(function () use (&$n) {
        $n++;
        echo "factory $n\n";
        if ($n === 2) throw new RuntimeException("factory failed at $n");
        return new stdClass;
    }, min: 4, max: 5);
    echo "constructed\n";
} catch (RuntimeException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump($n, isset($pool));
?>
--EXPECT--
factory 1
factory 2
RuntimeException: factory failed at 2
int(2)
bool(false)
