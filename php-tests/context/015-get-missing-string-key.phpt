--TEST--
context: get()/getLocal() of a missing string key throw Async\ContextException 'Context key "NAME" not found' (an AsyncException)
--EXTENSIONS--
true_async
--FILE--
<?php
$contexts = [new Async\Context(), Async\root_context()];
foreach ($contexts as $c) {
    foreach (['get', 'getLocal'] as $m) {
        try {
            $c->$m('missing.key');
            echo "found\n";
        } catch (Async\ContextException $e) {
            echo get_class($e), ": ", $e->getMessage(), "\n";
            var_dump($e instanceof Async\AsyncException);
        }
    }
}
?>
--EXPECT--
Async\ContextException: Context key "missing.key" not found
bool(true)
Async\ContextException: Context key "missing.key" not found
bool(true)
Async\ContextException: Context key "missing.key" not found
bool(true)
Async\ContextException: Context key "missing.key" not found
bool(true)
