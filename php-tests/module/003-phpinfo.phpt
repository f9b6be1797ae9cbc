--TEST--
module: php --ri shows version, backend, stack size, pool and INI settings
--EXTENSIONS--
true_async
--FILE--
<?php
ob_start();
(new ReflectionExtension('true_async'))->info();
$info = ob_get_clean();
foreach (['Version', 'Context backend', 'Coroutine stack size', 'Context pool bounds', 'libuv built with', 'libuv running', 'async.debug_deadlock', 'async.stack_size', 'async.pool_max'] as $k) {
    echo $k, ': ', str_contains($info, $k) ? 'shown' : 'missing', "\n";
}
var_dump(str_contains($info, '262144 bytes'));
// libuv is built from libuv-sys2's bundled 1.53 source, not Debian's 1.44.
var_dump(str_contains($info, 'libuv built with => 1.53.'), str_contains($info, 'libuv running => 1.53.'));
?>
--EXPECT--
Version: shown
Context backend: shown
Coroutine stack size: shown
Context pool bounds: shown
libuv built with: shown
libuv running: shown
async.debug_deadlock: shown
async.stack_size: shown
async.pool_max: shown
bool(true)
bool(true)
bool(true)
