--TEST--
native: ZEND_ASYNC_GETADDRINFO runs getaddrinfo on the thread pool from its creation while coroutines go on; the record closes before its callbacks, which get the result (given back with ZEND_ASYNC_FREEADDRINFO) or an Async\DnsException; start/stop only count it; a lookup released before its end is given up
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
const AF_INET_ = 2, SOCK_STREAM_ = 1, AI_NUMERICHOST_ = 4;
$numeric = native_getaddrinfo("127.0.0.1", "8080", AF_INET_, SOCK_STREAM_);
$hosts = native_getaddrinfo("localhost", null, AF_INET_, SOCK_STREAM_);
$bad = native_getaddrinfo("not-an-address", null, 0, 0, AI_NUMERICHOST_);
$dropped = native_getaddrinfo("127.0.0.2", "1", AF_INET_, SOCK_STREAM_);
native_event($dropped, 'release');               // given up: no callback, nothing leaks
print_r(native_event_log());                      // its callback went at once
echo native_event($numeric, 'info'), "\n";
native_event($numeric, 'start');
$s = native_event($numeric, 'state');
echo "started: loop_ref_count {$s['loop_ref_count']}, active events {$s['active_events']}\n";
$ticks = 0;
$other = Async\spawn(function () use (&$ticks) { Async\delay(1); $ticks++; });
Async\await($other);
$lines = [];
for ($i = 0; $i < 200 && count($lines) < 3; $i++) {
    Async\delay(5);
    array_push($lines, ...native_event_log());
}
sort($lines);
print_r($lines);
echo "a coroutine ran meanwhile: ", $ticks, "\n";
$s = native_event($numeric, 'state');
echo "after: closed ", var_export($s['closed'], true), ", loop_ref_count {$s['loop_ref_count']}, active events {$s['active_events']}\n";
var_dump(native_event($numeric, 'start'));       // closed: nothing to do
echo "active events: ", native_event($numeric, 'state')['active_events'], "\n";
?>
--EXPECT--
Array
(
    [0] => callback of #3 disposed
)
getaddrinfo(127.0.0.1, 8080)
started: loop_ref_count 1, active events 1
Array
(
    [0] => addrinfo#0 fired (1), closed 1, result argument is the record's: yes, addresses: 127.0.0.1/8080
    [1] => addrinfo#1 fired (1), closed 1, result argument is the record's: yes, addresses: 127.0.0.1/0
    [2] => addrinfo#2 fired (1), closed 1: Async\DnsException: DNS error: Name or service not known
)
a coroutine ran meanwhile: 1
after: closed true, loop_ref_count 0, active events 0
bool(true)
active events: 0
