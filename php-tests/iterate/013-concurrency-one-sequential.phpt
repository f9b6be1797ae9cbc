--TEST--
iterate: concurrency 1 runs suspending callbacks strictly one after the other, in element order
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{iterate, delay, suspend};
iterate(['a' => 30, 'b' => 1, 'c' => 10], function ($ms, $k) {
    echo "start $k\n";
    suspend();
    delay($ms);
    echo "end $k\n";
}, 1);
echo "done\n";
?>
--EXPECT--
start a
end a
start b
end b
start c
end c
done
