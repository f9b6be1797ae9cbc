--TEST--
native: the header's macros over records an extension makes itself: event references and release, object <-> event (direct, by reference record, by extra offset), flags, wakers, microtasks, futures, child scopes, thread-pool references
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
foreach (native_records() as $k => $v) {
    echo $k, ': ', var_export($v, true), "\n";
}
?>
--EXPECT--
event_refcount_after_add: 2
event_disposed_by_last_release: 1
event_refcount_after_release: 0
event_replay_without_method: false
event_flags: 1089
event_closed: true
event_reopened: true
object_to_event: true
event_to_object: true
object_refcount_after_add: 2
object_refcount_after_release: 1
reference_prefix: true
reference_to_event: true
event_to_object_by_ref: true
coroutine_flags: 90112
coroutine_unprotected: true
coroutine_finished_before: false
coroutine_finished: true
null_waker_not_in_queue: true
queued_in_queue: true
ignored_in_queue: true
result_waiting: false
microtask_dtor_after_one_release: 0
microtask_dtor_after_last_release: 1
future_resolved: 1
future_completed: true
future_result: 'forty-two'
future_error_refcount: 2
future_ignored: true
scope_children: 1
scope_parent_set: true
scope_children_after_remove: 0
scope_dispose_offered: 1
scope_flags: 163840
thread_pool_disposed_early: 0
thread_pool_disposed: 1
timer_multishot: true
