--TEST--
curl: with async.hook_curl off curl_exec() blocks the process (the ticker stands still) with stock's result; on again it waits in the reactor; a curl_exec() in a destructor run by the GC (no switch allowed) takes the blocking path
--EXTENSIONS--
curl
--FILE--
<?php
require __DIR__ . '/curl.inc';
use function Async\{spawn, await, delay};
ta_http_port();

function timed_transfer(): array {
    $ticks = 0;
    $ticker = ta_ticker($ticks, 10);
    delay(20);
    $before = $ticks;
    $body = curl_exec(ta_curl('/slow?ms=300&body=done'));
    $during = $ticks - $before;
    $ticker->cancel();
    return [$body, $during];
}

ini_set('async.hook_curl', '0');
[$body, $during] = await(spawn('timed_transfer'));
var_dump($body, $during);
ini_set('async.hook_curl', '1');
[$body, $during] = await(spawn('timed_transfer'));
var_dump($body, ta_ticked($during, 10));

class Fetcher {
    public $self;
    public function __destruct() {
        echo 'destructor: ', curl_exec(ta_curl('/slow?ms=50&body=from-gc')), "\n";
    }
}
await(spawn(function () {
    $f = new Fetcher();
    $f->self = $f;
    unset($f);
    gc_collect_cycles();
    echo "collected\n";
}));
?>
--EXPECT--
string(4) "done"
int(0)
string(4) "done"
bool(true)
destructor: from-gc
collected
