--TEST--
native: the version macros an extension is built with are the loaded provider's (TrueAsync API 0.23.0)
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
$v = native_versions();
var_dump($v['api'] === $v['api_runtime'], $v['number'] === $v['number_runtime']);
var_dump($v['number'] === ($v['major'] << 16 | $v['minor'] << 8 | $v['patch']));
printf("%s\n%d.%d.%d = 0x%06x\n", $v['api'], $v['major'], $v['minor'], $v['patch'], $v['number']);
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
TrueAsync ABI v0.23.0 (true_async, PHP 8.2)
0.23.0 = 0x001700
