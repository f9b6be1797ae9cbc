--TEST--
native: another module cannot register a scheduler, reactor, thread pool, pool API, socket listening or async I/O, with or without allow_override (a warning, false)
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
foreach (['scheduler', 'reactor', 'thread_pool', 'pool', 'socket_listening', 'io'] as $family) {
    foreach ([false, true] as $override) {
        var_dump(native_register($family, $override));
    }
}
var_dump(native_state()['is_enabled']);
?>
--EXPECTF--
Warning: Module async_native_test cannot register a zend_async Scheduler: true_async provides the zend_async API and keeps it in %s on line %d
bool(false)

Warning: Module async_native_test cannot register a zend_async Scheduler: true_async provides the zend_async API and keeps it in %s on line %d
bool(false)

Warning: Module async_native_test cannot register a zend_async Reactor: true_async provides the zend_async API and keeps it in %s on line %d
bool(false)

Warning: Module async_native_test cannot register a zend_async Reactor: true_async provides the zend_async API and keeps it in %s on line %d
bool(false)

Warning: Module async_native_test cannot register a zend_async Thread Pool: true_async provides the zend_async API and keeps it in %s on line %d
NULL

Warning: Module async_native_test cannot register a zend_async Thread Pool: true_async provides the zend_async API and keeps it in %s on line %d
NULL

Warning: Module async_native_test cannot register a zend_async Pool API: true_async provides the zend_async API and keeps it in %s on line %d
NULL

Warning: Module async_native_test cannot register a zend_async Pool API: true_async provides the zend_async API and keeps it in %s on line %d
NULL

Warning: Module async_native_test cannot register a zend_async Socket Listening API: true_async provides the zend_async API and keeps it in %s on line %d
bool(false)

Warning: Module async_native_test cannot register a zend_async Socket Listening API: true_async provides the zend_async API and keeps it in %s on line %d
bool(false)

Warning: Module async_native_test cannot register a zend_async Async IO API: true_async provides the zend_async API and keeps it in %s on line %d
bool(false)

Warning: Module async_native_test cannot register a zend_async Async IO API: true_async provides the zend_async API and keeps it in %s on line %d
bool(false)
bool(true)
