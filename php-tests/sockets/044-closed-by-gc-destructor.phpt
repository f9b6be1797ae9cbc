--TEST--
sockets: a stream closed by a destructor the GC runs (where no switch is allowed) while a coroutine waits on it: the waiter gets Async\InputOutputException, nothing crashes
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
class Holder {
    public $self;
    function __construct(public $s) {}
    function __destruct() { echo "destructor closes: "; var_dump(fclose($this->s)); }
}
[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
$h = new Holder($a);
$h->self = $h;
$reader = spawn(function () use ($a) {
    try { return fread($a, 10); }
    catch (Async\InputOutputException $e) { return get_class($e) . ": " . $e->getMessage(); }
});
delay(10);
unset($h);
gc_collect_cycles();
var_dump(await($reader));
var_dump(fread($b, 10), feof($b));
?>
--EXPECT--
destructor closes: bool(true)
string(92) "Async\InputOutputException: fread(): the stream was closed while this coroutine waited on it"
string(0) ""
bool(true)
