--TEST--
iterate: generators and iterators that suspend while producing elements honour the limit, each element once
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{iterate, delay};
function slow_gen() {
    for ($i = 0; $i < 6; $i++) {
        delay(3);
        yield "g$i" => $i;
    }
}
class SlowIterator implements Iterator {
    private int $i = 0;
    public function rewind(): void { delay(2); $this->i = 0; }
    public function valid(): bool { return $this->i < 5; }
    public function current(): mixed { return $this->i * 10; }
    public function key(): mixed { return "it{$this->i}"; }
    public function next(): void { delay(2); $this->i++; }
}
function run(iterable $src, int $c, int $ms): void {
    $cur = 0; $peak = 0; $seen = [];
    iterate($src, function ($v, $k) use (&$cur, &$peak, &$seen, $ms) {
        $cur++;
        $peak = max($peak, $cur);
        delay($ms);
        $seen[] = "$k=$v";
        $cur--;
    }, $c);
    sort($seen);
    echo "peak $peak: ", implode(' ', $seen), "\n";
}
run(slow_gen(), 2, 25);
run(new SlowIterator, 3, 20);
run(slow_gen(), 1, 2);
?>
--EXPECT--
peak 2: g0=0 g1=1 g2=2 g3=3 g4=4 g5=5
peak 3: it0=0 it1=10 it2=20 it3=30 it4=40
peak 1: g0=0 g1=1 g2=2 g3=3 g4=4 g5=5
