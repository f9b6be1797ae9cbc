--TEST--
module: true_async is loaded and reports its settings
--EXTENSIONS--
true_async
--FILE--
<?php
var_dump(extension_loaded('true_async'));
var_dump(ini_get('async.debug_deadlock'), ini_get('async.stack_size'), ini_get('async.pool_min'), ini_get('async.pool_max'));
foreach (['Async\spawn', 'Async\await', 'Async\suspend', 'Async\protect', 'Async\current_coroutine', 'Async\get_coroutines', 'Async\graceful_shutdown', 'Async\runtime_stats'] as $f) {
    echo $f, ': ', function_exists($f) ? 'yes' : 'no', "\n";
}
?>
--EXPECT--
bool(true)
string(1) "1"
string(6) "262144"
string(2) "16"
string(5) "16384"
Async\spawn: yes
Async\await: yes
Async\suspend: yes
Async\protect: yes
Async\current_coroutine: yes
Async\get_coroutines: yes
Async\graceful_shutdown: yes
Async\runtime_stats: yes
