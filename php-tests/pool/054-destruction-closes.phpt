--TEST--
pool: destroying the Pool object closes it, which destroys its idle resources
--EXTENSIONS--
true_async
--FILE--
<?php
$ids = 0;
function make() {
    return new Async\Pool(
        function () { $o = new stdClass; $o->id = ++$GLOBALS['ids']; return $o; },
        function ($r) { echo "destroy {$r->id}\n"; },
        min: 2,
    );
}
$pool = make();
echo "unset\n";
unset($pool);
echo "after unset\n";
function scoped() {
    $p = make();
    $p->release($p->acquire());
    echo "leaving function\n";
}
scoped();
echo "end\n";
?>
--EXPECT--
unset
destroy 1
destroy 2
after unset
leaving function
destroy 4
destroy 3
end
