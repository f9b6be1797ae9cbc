--TEST--
destructors: a destructor at shutdown may spawn coroutines and await them
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await_all, delay};
class Pool {
    public function __destruct() {
        $closing = [];
        foreach ([3, 1, 2] as $i) {
            $closing[] = spawn(function () use ($i) { delay($i * 5); return "conn $i"; });
        }
        [$closed] = await_all($closing);
        echo "pool closed: ", implode(", ", $closed), "\n";
    }
}
$pool = new Pool();
?>
--EXPECT--
pool closed: conn 3, conn 1, conn 2
