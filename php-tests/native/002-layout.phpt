--TEST--
native: every record of the installed headers has, field by field, the layout true_async reports (its Rust records' own numbers where it has them)
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; if (PHP_INT_SIZE !== 8) die('skip the pinned layout is LP64'); ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
$l = native_layout();
echo "entries: {$l['entries']} here, {$l['entries_in_true_async']} in true_async\n";
echo "differences: ", count($l['differences']), ", only here: ", count($l['only_here']),
    ", only in true_async: ", count($l['only_there']), "\n";
print_r(array_merge($l['differences'], $l['only_here'], $l['only_there']));
foreach ($l['records'] as $record => $size) {
    printf("%-42s %3d%s\n", $record, $size, in_array($record, $l['rust_records'], true) ? '  rust' : '');
}
?>
--EXPECT--
entries: 306 here, 306 in true_async
differences: 0, only here: 0, only in true_async: 0
Array
(
)
zend_fcall_t                                96  rust
zend_async_event_callback_t                 24  rust
zend_coroutine_event_callback_t             40  rust
zend_async_waker_trigger_t                  16
zend_async_callbacks_vector_t               24  rust
zend_async_event_t                         104  rust
zend_async_event_ref_t                      16  rust
io_descriptor_t                              8
zend_async_buf_t                            16
zend_async_poll_event_t                    120  rust
zend_async_poll_proxy_t                    120
zend_async_timer_event_t                   112  rust
zend_async_signal_event_t                  112  rust
zend_async_process_event_t                 120  rust
zend_async_filesystem_event_t              128  rust
zend_async_dns_nameinfo_t                  120  rust
zend_async_dns_addrinfo_t                  128  rust
zend_async_exec_event_t                    176  rust
zend_async_listen_event_t                  136
zend_async_task_t                          120  rust
zend_async_trigger_event_t                 112  rust
zend_async_thread_context_t                 64
zend_async_thread_event_t                  168
zend_async_thread_internal_entry_t          16
zend_async_thread_transfer_ctx_t            80
zend_async_io_t                            152
zend_async_io_req_t                         48
zend_async_udp_req_t                       176
zend_coroutine_switch_handler_t              8  rust
zend_coroutine_switch_handlers_vector_t     24  rust
zend_async_microtask_t                      24  rust
zend_async_iterator_t                       88
zend_async_scopes_vector_t                  16  rust
zend_async_scope_t                         192  rust
zend_async_waker_inline_trigger_t           24  rust
zend_async_waker_t                         248  rust
zend_coroutine_t                           216  rust
zend_async_context_t                        40  rust
zend_future_t                              184  rust
zend_async_channel_t                       128
zend_async_group_t                         104
zend_async_circuit_breaker_strategy_t       32
zend_async_pool_t                          184
zend_async_thread_pool_t                    64
zend_async_globals_t                        96  rust
