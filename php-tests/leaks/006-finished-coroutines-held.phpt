--TEST--
leaks: a finished coroutine the script still holds keeps only its object and its outcome (its running part goes back at finish): 20k held finished coroutines grow RSS by far less than a running part (about 550 bytes) each, and every one still gives its result, exception, cancellation, awaiting info and a late finally()
--EXTENSIONS--
true_async
--SKIPIF--
<?php if (!is_readable('/proc/self/status')) die('skip needs /proc/self/status');
--FILE--
<?php
require __DIR__ . '/rss.inc';
use function Async\{spawn, await};

$n = under_valgrind() ? 200 : 20000;
$warm = [];
for ($i = 0; $i < 2000; $i++) $warm[] = spawn(fn() => $i);
foreach ($warm as $c) await($c);
unset($warm);
$body = function (int $i) {
    if ($i % 3 === 1) throw new RuntimeException("failed $i");
    return $i;
};
$held = [];
$before = rss_bytes();
for ($i = 0; $i < $n; $i++) $held[] = spawn($body, 3 * $i);
foreach ($held as $c) await($c);
$per = (rss_bytes() - $before) / $n;
echo under_valgrind() || $per < 500 ? "held: small\n" : sprintf("held: %.0f bytes each\n", $per);

for ($i = 0; $i < 300; $i++) $held[] = spawn($body, $i);
foreach ($held as $c) {
    try { await($c); } catch (RuntimeException) {}
}

$ok = true;
foreach ($held as $k => $c) {
    $i = $k < $n ? 3 * $k : $k - $n;
    $ok = $ok && $c->isCompleted() && !$c->isCancelled()
        && ($i % 3 === 1
            ? $c->getException()->getMessage() === "failed $i" && $c->getResult() === null
            : $c->getResult() === $i && $c->getException() === null)
        && $c->getAwaitingInfo() === ['waiting_for' => 'nothing'];
}
var_dump($ok);
$held[5]->finally(function ($c) { echo "late finally of ", $c->getResult(), "\n"; });
try { await($held[$n + 7]); } catch (RuntimeException $e) { echo $e->getMessage(), "\n"; }
?>
--EXPECT--
held: small
bool(true)
late finally of 15
failed 7
