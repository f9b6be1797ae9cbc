--TEST--
abi: native code makes an event, a coroutine awaits it through ta_await_event, another closes it
--EXTENSIONS--
true_async
ffi
--INI--
ffi.enable=1
--FILE--
<?php
use function Async\{spawn, await, suspend};
$abi = FFI::cdef('
typedef struct ta_event ta_event;
typedef void (*ta_notify_fn)(const ta_event *, void *, void *, void *);
size_t ta_event_size(void);
void ta_event_init(void *memory, const void *ops, uint32_t flags);
void ta_event_destroy(ta_event *event);
int ta_event_subscribe(const ta_event *event, ta_notify_fn notify, void *data);
void ta_event_close(const ta_event *event, void *result, void *error);
int ta_await_event(const ta_event *event);
');
$mem = FFI::new("char[" . $abi->ta_event_size() . "]", false);
$abi->ta_event_init($mem, null, 1 << 25 /* TA_EVENT_REPLAY */);
$ev = $abi->cast("ta_event *", FFI::addr($mem));

$notified = 0;
var_dump($abi->ta_event_subscribe($ev, function () use (&$notified) { $notified++; }, null));

$waiter = spawn(function () use ($abi, $ev) {
    echo "waiting\n";
    $rc = $abi->ta_await_event($ev);
    echo "woken, rc=$rc\n";
    return "done";
});
spawn(function () use ($abi, $ev) {
    suspend();
    echo "closing\n";
    $abi->ta_event_close($ev, null, null);
});
var_dump(await($waiter));
var_dump($notified);
// Closed with replay: a late await returns at once, a late subscriber is told.
var_dump($abi->ta_await_event($ev));
var_dump($abi->ta_event_subscribe($ev, function () use (&$notified) { $notified++; }, null), $notified);
$abi->ta_event_destroy($ev);
FFI::free($mem);
echo "end\n";
?>
--EXPECT--
int(0)
waiting
closing
woken, rc=0
string(4) "done"
int(1)
int(0)
int(1)
int(2)
end
