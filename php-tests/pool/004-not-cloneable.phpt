--TEST--
pool: a Pool cannot be cloned (Error)
--EXTENSIONS--
true_async
--FILE--
<?php
$pool = new Async\Pool(fn() => new stdClass);
try {
    $copy = clone $pool;
    echo "cloned\n";
} catch (Error $e) {
    echo get_class($e), "\n";
}
echo "done\n";
?>
--EXPECT--
Error
done
