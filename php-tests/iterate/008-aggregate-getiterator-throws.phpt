--TEST--
iterate: an exception from IteratorAggregate::getIterator() propagates unchanged and no callback runs
--EXTENSIONS--
true_async
--FILE--
<?php
class Bad implements IteratorAggregate {
    public static ?Throwable $ex = null;
    public function getIterator(): Iterator {
        echo "getIterator\n";
        throw self::$ex = new DomainException("no iterator", 7);
    }
}
try {
    Async\iterate(new Bad, function ($v) { echo "callback\n"; });
    echo "no exception\n";
} catch (DomainException $e) {
    echo get_class($e), ": ", $e->getMessage(), " (", $e->getCode(), ") same: ", var_export($e === Bad::$ex, true), "\n";
}
Async\delay(5);
echo "end\n";
?>
--EXPECT--
getIterator
DomainException: no iterator (7) same: true
end
