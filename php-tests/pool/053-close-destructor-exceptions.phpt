--TEST--
pool: destructor exceptions do not stop close(); the last one is thrown with the earlier one as previous
--EXTENSIONS--
true_async
--FILE--
<?php
$pool = new Async\Pool(
    function () { static $n = 0; $o = new stdClass; $o->id = ++$n; return $o; },
    function ($r) {
        echo "destroy {$r->id}\n";
        if ($r->id !== 2) throw new RuntimeException("destroy failed {$r->id}");
    },
    min: 3,
);
try {
    $pool->close();
    echo "close returned\n";
} catch (RuntimeException $e) {
    echo "caught: ", $e->getMessage(), "\n";
    $p = $e->getPrevious();
    echo "previous: ", $p ? $p->getMessage() : "none", "\n";
    echo "previous of previous: ", $p && $p->getPrevious() ? $p->getPrevious()->getMessage() : "none", "\n";
}
var_dump($pool->isClosed(), $pool->idleCount());
?>
--EXPECT--
destroy 1
destroy 2
destroy 3
caught: destroy failed 3
previous: destroy failed 1
previous of previous: none
bool(true)
int(0)
