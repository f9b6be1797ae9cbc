--TEST--
engine_state: no coroutine suspends while PHP compiles a file: five coroutines require_once one file through a stream wrapper whose reads sleep (usleep blocks as stock there) all see its function; an explicit suspension at compile time is refused
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
class SlowSource {
    public $context;
    private $data;
    private $pos = 0;
    public static $reads = 0;
    public static $wait = 'usleep';
    function stream_open($path, $mode, $options, &$opened) {
        $this->data = str_contains($path, 'lib')
            ? "<?php\nfunction from_slow_source() { return 'defined'; }\n"
            : "<?php\nreturn 'other';\n";
        return true;
    }
    function stream_read($n) {
        self::$reads++;
        (self::$wait)();
        $chunk = substr($this->data, $this->pos, 16);
        $this->pos += strlen($chunk);
        return $chunk;
    }
    function stream_eof() { return $this->pos >= strlen($this->data); }
    function stream_stat() { return ['size' => strlen($this->data)]; }
    function stream_set_option($o, $a, $b) { return false; }
    function url_stat($p, $f) { return ['mode' => 0100644, 'size' => strlen($this->data)]; }
}
stream_wrapper_register('slow', 'SlowSource');
SlowSource::$wait = fn() => usleep(2000);
$cos = [];
for ($i = 0; $i < 5; $i++) {
    $cos[] = spawn(function () {
        require_once 'slow://lib.php';
        return from_slow_source();
    });
}
foreach ($cos as $co) {
    try { echo await($co), "\n"; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
echo "reads: ", SlowSource::$reads > 0 ? "some" : "none", "\n";
// delay() cannot block: refused, the include fails with the exception.
SlowSource::$wait = fn() => delay(1);
$co = spawn(function () {
    try { include 'slow://other.php'; } catch (Async\AsyncException $e) { return $e->getMessage(); }
    return "no exception";
});
echo await($co), "\n";
?>
--EXPECT--
defined
defined
defined
defined
defined
reads: some
Cannot suspend a coroutine while PHP compiles a file
