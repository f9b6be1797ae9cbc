--TEST--
module: phpinfo() names the LibUv Reactor, as TrueAsync's module table does
--EXTENSIONS--
true_async
--FILE--
<?php
ob_start();
phpinfo(INFO_MODULES);
$info = ob_get_clean();
preg_match('/^LibUv Reactor => (.*)$/m', $info, $m);
var_dump($m[1] ?? null);
?>
--EXPECT--
string(7) "Enabled"
