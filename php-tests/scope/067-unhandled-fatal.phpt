--TEST--
scope: an error nobody handles, in a coroutine no PHP variable refers to, ends the script with "Fatal error: Uncaught ..."
--EXTENSIONS--
true_async
--FILE--
<?php
use Async\Scope;
use function Async\delay;
$s = new Scope();
$s->spawn(function () { throw new RuntimeException("nobody handles this"); });
echo "spawned\n";
delay(20);
echo "main after delay\n";
?>
--EXPECTF--
spawned
%A
Fatal error: Uncaught RuntimeException: nobody handles this in %s%A
