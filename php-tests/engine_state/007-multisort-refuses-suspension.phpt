--TEST--
engine_state: array_multisort keeps its sort functions where a second call would free them: a __toString it calls cannot suspend (Async\AsyncException), hooked I/O there blocks as stock, and three coroutines each sort in their own order
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
class Waits { function __construct(public $v) {} function __toString(): string { delay(1); return (string) $this->v; } }
class Sleeps { function __construct(public $v) {} function __toString(): string { usleep(1000); return (string) $this->v; } }
$cos = [];
foreach ([SORT_ASC, SORT_DESC, SORT_ASC] as $i => $order) {
    $cos[] = spawn(function () use ($order) {
        $a = [new Waits(3), new Waits(1), new Waits(2)];
        $b = [1, 2, 3];
        try { array_multisort($a, $order, SORT_STRING, $b); } catch (Async\AsyncException $e) { return $e->getMessage(); }
        return implode(",", $b);
    });
    $cos[] = spawn(function () use ($order) {
        $a = [new Sleeps(3), new Sleeps(1), new Sleeps(2)];
        $b = [1, 2, 3];
        array_multisort($a, $order, SORT_STRING, $b);
        return implode(",", $b);
    });
}
foreach ($cos as $co) echo await($co), "\n";
?>
--EXPECT--
Cannot suspend a coroutine inside array_multisort()
2,3,1
Cannot suspend a coroutine inside array_multisort()
1,3,2
Cannot suspend a coroutine inside array_multisort()
2,3,1
