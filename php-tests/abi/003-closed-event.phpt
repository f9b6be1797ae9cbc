--TEST--
abi: awaiting a closed native event returns at once; subscribing to one without replay is refused (-1)
--EXTENSIONS--
true_async
ffi
--INI--
ffi.enable=1
--FILE--
<?php
use function Async\runtime_stats;
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
$abi->ta_event_init($mem, null, 0);
$ev = $abi->cast("ta_event *", FFI::addr($mem));
$abi->ta_event_close($ev, null, null);
$before = runtime_stats()["switches"];
var_dump($abi->ta_await_event($ev), runtime_stats()["switches"] - $before);
var_dump($abi->ta_event_subscribe($ev, function () { echo "never\n"; }, null));
$abi->ta_event_destroy($ev);
FFI::free($mem);
?>
--EXPECT--
int(0)
int(0)
int(-1)
