--TEST--
native: ZEND_ASYNC_GETNAMEINFO on the thread pool gives the record's hostname and service (IPv4 and IPv6, numeric flags), closed before its callbacks; an address that is neither IPv4 nor IPv6 is refused at creation with an Error
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
const NI_NUMERICHOST_ = 1, NI_NUMERICSERV_ = 2;
$v4 = native_getnameinfo("127.0.0.1", 80, NI_NUMERICHOST_ | NI_NUMERICSERV_);
$v6 = native_getnameinfo("::1", 443, NI_NUMERICHOST_ | NI_NUMERICSERV_);
echo native_event($v4, 'info'), "\n";
try {
    native_getnameinfo("not an address", 1);
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
$lines = [];
for ($i = 0; $i < 200 && count($lines) < 2; $i++) {
    Async\delay(5);
    array_push($lines, ...native_event_log());
}
sort($lines);
print_r($lines);
?>
--EXPECT--
getnameinfo
Error: Cannot start the getnameinfo request: not an IPv4 or IPv6 address
Array
(
    [0] => nameinfo#0 fired (1), closed 1: host 127.0.0.1, service 80
    [1] => nameinfo#1 fired (1), closed 1: host ::1, service 443
)
