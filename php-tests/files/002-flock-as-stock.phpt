--TEST--
files: flock() results and errors inside a coroutine are stock PHP's (LOCK_NB on a held lock, shared locks, bad operation)
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await};
function locks() {
    $f = tempnam(sys_get_temp_dir(), 'ta');
    $h = fopen($f, 'c'); $h2 = fopen($f, 'c');
    $out = [];
    $out[] = flock($h, LOCK_SH);
    $out[] = flock($h2, LOCK_SH);
    $out[] = [flock($h2, LOCK_EX | LOCK_NB, $wb), $wb];
    $out[] = flock($h2, LOCK_UN);
    $out[] = flock($h, LOCK_EX);
    $out[] = [flock($h2, LOCK_SH | LOCK_NB, $wb), $wb];
    try { flock($h, 0); } catch (Throwable $e) { $out[] = get_class($e) . ': ' . $e->getMessage(); }
    fclose($h); fclose($h2);
    unlink($f);
    return $out;
}
$stock = locks();
$ours = await(spawn('locks'));
var_dump($stock === $ours);
echo json_encode($ours), "\n";
?>
--EXPECT--
bool(true)
[true,true,[false,1],true,true,[false,1],"ValueError: flock(): Argument #2 ($operation) must be one of LOCK_SH, LOCK_EX, or LOCK_UN"]
