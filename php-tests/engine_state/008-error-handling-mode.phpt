--TEST--
engine_state: a constructor that turns warnings into exceptions (SplFileObject, EH_THROW) while a user stream wrapper it opens waits: another coroutine's warning stays a warning
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
class SlowWrapper {
    public $context;
    function stream_open($path, $mode, $options, &$opened) { delay(20); return true; }
    function stream_read($n) { return ""; }
    function stream_eof() { return true; }
    function stream_stat() { return []; }
    function url_stat($p, $f) { return ["mode" => 0100644, "size" => 0]; }
}
stream_wrapper_register("slow", "SlowWrapper");
$a = spawn(fn() => get_class(new SplFileObject("slow://x")));
$b = spawn(function () {
    delay(5);
    try { $r = file_get_contents("/nonexistent/ta-es-008"); } catch (Throwable $e) { return get_class($e); }
    return var_export($r, true);
});
var_dump(await($b), await($a));
// And the mode still works in the coroutine that set it.
$c = spawn(function () {
    try { new SplFileObject("/nonexistent/ta-es-008"); } catch (RuntimeException $e) { return "RuntimeException"; }
    return "no exception";
});
var_dump(await($c));
?>
--EXPECTF--
Warning: file_get_contents(/nonexistent/ta-es-008): Failed to open stream: No such file or directory in %s on line %d
string(5) "false"
string(13) "SplFileObject"
string(16) "RuntimeException"
