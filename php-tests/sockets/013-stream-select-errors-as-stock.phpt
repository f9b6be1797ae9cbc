--TEST--
sockets: stream_select() argument errors inside a coroutine are stock PHP's
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await};
function bad_calls() {
    $out = [];
    [$a] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
    $r = [$a]; $w = null; $e = null;
    try { stream_select($r, $w, $e, -1); } catch (Throwable $t) { $out[] = get_class($t) . ': ' . $t->getMessage(); }
    $r = [$a];
    try { stream_select($r, $w, $e, null, 5); } catch (Throwable $t) { $out[] = get_class($t) . ': ' . $t->getMessage(); }
    $r = []; $w = []; $e = [];
    try { stream_select($r, $w, $e, 1); } catch (Throwable $t) { $out[] = get_class($t) . ': ' . $t->getMessage(); }
    return $out;
}
$stock = bad_calls();
$ours = await(spawn('bad_calls'));
var_dump($stock === $ours);
print_r($ours);
?>
--EXPECT--
bool(true)
Array
(
    [0] => ValueError: stream_select(): Argument #4 ($seconds) must be greater than or equal to 0
    [1] => ValueError: stream_select(): Argument #5 ($microseconds) must be null when argument #4 ($seconds) is null
    [2] => ValueError: No stream arrays were passed
)
