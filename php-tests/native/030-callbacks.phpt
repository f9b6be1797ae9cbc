--TEST--
native: an event's callbacks keep their order; removal of a later or an earlier callback and a push during a notification keep the pass on the right element; each callback is disposed once at its last reference (after its own call when it removes itself); the event outlives a notification that drops its last reference; notify_and_close stops and closes before the callbacks run; an exception ends the pass; nested notifications; standalone vectors and API-made records
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
foreach (native_callbacks() as $line) {
    echo $line, "\n";
}
?>
--EXPECT--
== vector
push null: 0
vector (4): a b c d, iterator null
ref_count after push: 1
-- notify 1
a called (result first, closed 0)
b disposed (ref_count 0)
a removes b: 1
c called (result first, closed 0)
a disposed (ref_count 0)
c removes a: 1
d called (result first, closed 0)
d pushes e: 1
e called (result first, closed 0)
vector (3): c d e, iterator null
-- notify 2
c called (result second, closed 0)
d called (result second, closed 0)
e called (result second, closed 0)
remove a again: 0
-- release
event disposed (stops 0)
c disposed (ref_count 0)
d disposed (ref_count 0)
e disposed (ref_count 0)
calls/disposes: a=1/1 b=0/1 c=2/1 d=2/1 e=2/1
== lifetimes
last ref_count: 2
self called (result once, closed 0)
self removes itself: 1
self disposed (ref_count 0)
releaser called (result once, closed 0)
releaser releases the event
last called (result once, closed 0)
last called (result once, closed 0)
event disposed (stops 0)
releaser disposed (ref_count 0)
last disposed (ref_count 0)
calls/disposes: self=1/1 releaser=1/1 last=2/1
== close and throw
x called (result closing, closed 1)
thrower called (result closing, closed 1)
stops 1, loop_ref_count 0, exception Exception
event disposed (stops 1)
x disposed (ref_count 0)
thrower disposed (ref_count 0)
after disposed (ref_count 0)
calls/disposes: x=1/1 thrower=1/1 after=0/1
== nested
outer called (result outer, closed 0)
outer notifies again
outer called (result nested, closed 0)
remover called (result nested, closed 0)
remover removes outer: 1
tail called (result nested, closed 0)
outer: nested notification done
outer disposed (ref_count 0)
remover called (result outer, closed 0)
tail called (result outer, closed 0)
vector (2): remover tail, iterator null
event disposed (stops 0)
remover disposed (ref_count 0)
tail disposed (ref_count 0)
calls/disposes: outer=2/1 remover=2/1 tail=2/1
== records
coroutine callback: ref_count 0, dispose is coroutine_event_callback_dispose 1, coroutine null
v called (result vec, closed 0)
v disposed (ref_count 0)
vector after free: length 0, data null
calls/disposes: v=1/1
records pushed: 1, 1
event disposed (stops 0)
