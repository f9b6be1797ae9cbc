--TEST--
context: get()/getLocal() of a missing object key throw ContextException "Context key of type CLASSNAME not found" with the fully qualified class name
--EXTENSIONS--
true_async
--FILE--
<?php
namespace App {
    class Token {}
}
namespace {
    class PlainKey {}
    $c = new Async\Context();
    $c->set(new PlainKey, 'another instance');
    foreach ([new PlainKey, new App\Token, new stdClass] as $k) {
        foreach (['get', 'getLocal'] as $m) {
            try {
                $c->$m($k);
                echo "found\n";
            } catch (Async\ContextException $e) {
                echo $e->getMessage(), "\n";
            }
        }
    }
}
?>
--EXPECT--
Context key of type PlainKey not found
Context key of type PlainKey not found
Context key of type App\Token not found
Context key of type App\Token not found
Context key of type stdClass not found
Context key of type stdClass not found
