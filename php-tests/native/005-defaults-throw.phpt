--TEST--
native: enqueueing a record true_async did not make is refused; ZEND_ASYNC_SPAWN_AND_THROW without an exception is an Error; a future is made (true_async serves them); making channels, groups, pools and listeners through the API throw "... API is not enabled"; ZEND_ASYNC_WAKER_NEW(NULL) before any coroutine runs is an Error
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
foreach (['enqueue', 'spawn_and_throw', 'new_future', 'new_channel', 'new_group',
          'new_pool', 'socket_listen', 'waker_new'] as $which) {
    try {
        var_dump(native_call_default($which));
    } catch (Error $e) {
        echo "$which: ", get_class($e), ": ", $e->getMessage(), "\n";
    }
}
?>
--EXPECT--
enqueue: Error: ZEND_ASYNC_ENQUEUE_COROUTINE: not a coroutine made by ZEND_ASYNC_NEW_COROUTINE, or already queued
spawn_and_throw: Error: ZEND_ASYNC_SPAWN_AND_THROW: no exception given
bool(true)
new_channel: Error: Async API is not enabled
new_group: Error: Async API is not enabled
new_pool: Error: Async API is not enabled
socket_listen: Error: Socket listening API is not enabled
waker_new: Error: Cannot create a waker: no coroutine is running
