--TEST--
pool: activate()/deactivate()/recover() set ACTIVE/INACTIVE/RECOVERING from any state
--EXTENSIONS--
true_async
--FILE--
<?php
$pool = new Async\Pool(fn() => new stdClass);
$steps = ['recover', 'activate', 'deactivate', 'deactivate', 'activate', 'activate', 'recover', 'recover', 'deactivate', 'recover', 'activate'];
foreach ($steps as $s) {
    $pool->$s();
    echo str_pad($s, 10), " -> ", $pool->getState()->name, "\n";
}
?>
--EXPECT--
recover    -> RECOVERING
activate   -> ACTIVE
deactivate -> INACTIVE
deactivate -> INACTIVE
activate   -> ACTIVE
activate   -> ACTIVE
recover    -> RECOVERING
recover    -> RECOVERING
deactivate -> INACTIVE
recover    -> RECOVERING
activate   -> ACTIVE
