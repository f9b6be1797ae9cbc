--TEST--
abi: a ta_event begins with zend_async_event_t's fields (flags, extra_offset, ref_count, loop_ref_count), which the ta_* calls keep up to date
--EXTENSIONS--
true_async
ffi
--INI--
ffi.enable=1
--FILE--
<?php
use function Async\{spawn, await, suspend};
$abi = FFI::cdef('
typedef struct ta_event { uint32_t flags; uint32_t extra_offset; uint32_t ref_count; uint32_t loop_ref_count; } ta_event;
typedef struct { int32_t (*start)(const ta_event *); void (*stop)(const ta_event *); void (*dispose)(const ta_event *); size_t (*info)(const ta_event *, uint8_t *, size_t); } ta_event_ops;
size_t ta_event_size(void);
void ta_event_init(void *memory, const ta_event_ops *ops, uint32_t flags);
void ta_event_destroy(ta_event *event);
void ta_event_add_ref(const ta_event *event);
int ta_event_release(const ta_event *event);
void ta_event_close(const ta_event *event, void *result, void *error);
int ta_await_event(const ta_event *event);
');
$starts = 0;
$ops = $abi->new("ta_event_ops", false);
$ops->start = function ($ev) use (&$starts) { $starts++; return 0; };
$mem = FFI::new("char[" . $abi->ta_event_size() . "]", false);
$abi->ta_event_init($mem, FFI::addr($ops), 1 << 25 /* TA_EVENT_REPLAY */);
$ev = $abi->cast("ta_event *", FFI::addr($mem));
$show = fn ($when) => printf("%s: replay %d started %d closed %d ref_count %d loop_ref_count %d\n", $when,
    ($ev->flags >> 25) & 1, ($ev->flags >> 24) & 1, $ev->flags & 1, $ev->ref_count, $ev->loop_ref_count);
$show("made");
$abi->ta_event_add_ref($ev);
$show("add_ref");
$w = spawn(fn () => $abi->ta_await_event($ev));
spawn(function () use ($abi, $ev, $show) {
    suspend();
    $show("awaited");
    $abi->ta_event_close($ev, null, null);
    $show("closed");
});
var_dump(await($w), $starts);
var_dump($abi->ta_event_release($ev), $abi->ta_event_release($ev));
$abi->ta_event_destroy($ev);
FFI::free($mem);
FFI::free($ops);
?>
--EXPECT--
made: replay 1 started 0 closed 0 ref_count 1 loop_ref_count 0
add_ref: replay 1 started 0 closed 0 ref_count 2 loop_ref_count 0
awaited: replay 1 started 1 closed 0 ref_count 2 loop_ref_count 1
closed: replay 1 started 0 closed 1 ref_count 2 loop_ref_count 0
int(0)
int(1)
int(0)
int(1)
