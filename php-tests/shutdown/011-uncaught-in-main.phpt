--TEST--
shutdown: an exception uncaught in main is reported as PHP reports one (exit status 255); the coroutines are cancelled and their finally blocks run
--EXTENSIONS--
true_async
--FILE--
<?php
require_once __DIR__ . "/../child_php.inc";
$code = <<<'PHP'
use function Async\{spawn, delay, suspend};
spawn(function () { try { delay(100000); } finally { delay(1); echo "worker finally awaited\n"; } });
suspend();
throw new DomainException("main failed");
PHP;
exec(ta_php_command() . " -d display_errors=1" . " -r " . escapeshellarg($code) . " 2>&1", $out, $status);
$text = implode("\n", $out);
var_dump(str_contains($text, "Uncaught DomainException: main failed"), str_contains($text, "worker finally awaited"), $status);
?>
--EXPECT--
bool(true)
bool(true)
int(255)
