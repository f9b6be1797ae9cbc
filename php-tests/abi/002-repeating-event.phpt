--TEST--
abi: a repeating native event (ta_event_notify) keeps its subscribers; unsubscribe and the last release (dispose) work through the C ABI
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
typedef struct { int32_t (*start)(const ta_event *); void (*stop)(const ta_event *); void (*dispose)(const ta_event *); size_t (*info)(const ta_event *, uint8_t *, size_t); } ta_event_ops;
size_t ta_event_size(void);
void ta_event_init(void *memory, const ta_event_ops *ops, uint32_t flags);
void ta_event_destroy(ta_event *event);
void ta_event_add_ref(const ta_event *event);
int ta_event_release(const ta_event *event);
int ta_event_subscribe(const ta_event *event, ta_notify_fn notify, void *data);
void ta_event_unsubscribe(const ta_event *event, ta_notify_fn notify, void *data);
void ta_event_notify(const ta_event *event, void *result, void *error);
int ta_await_event(const ta_event *event);
');
$disposed = 0;
$ops = $abi->new("ta_event_ops", false);
$ops->dispose = function ($ev) use (&$disposed) { $disposed++; };
$mem = FFI::new("char[" . $abi->ta_event_size() . "]", false);
$abi->ta_event_init($mem, FFI::addr($ops), 0);
$ev = $abi->cast("ta_event *", FFI::addr($mem));
$seen = 0;
$cb = function () use (&$seen) { $seen++; };
$abi->ta_event_subscribe($ev, $cb, null);
$abi->ta_event_notify($ev, null, null);
$abi->ta_event_notify($ev, null, null);
echo "after two notifications: $seen\n";
// Two coroutines wait in turn on the same repeating event.
$w = spawn(function () use ($abi, $ev) {
    $abi->ta_await_event($ev);
    echo "first wait woken\n";
    $abi->ta_await_event($ev);
    echo "second wait woken\n";
});
spawn(function () use ($abi, $ev) {
    suspend(); $abi->ta_event_notify($ev, null, null);
    suspend(); suspend(); $abi->ta_event_notify($ev, null, null);
});
await($w);
echo "subscriber saw: $seen\n";
$abi->ta_event_add_ref($ev);
var_dump($abi->ta_event_release($ev), $disposed, $abi->ta_event_release($ev), $disposed);
$abi->ta_event_destroy($ev);
FFI::free($mem);
FFI::free($ops);
?>
--EXPECT--
after two notifications: 2
first wait woken
second wait woken
subscriber saw: 4
int(0)
int(0)
int(1)
int(1)
