--TEST--
module: php --ri true_async says, per library, whether its waits are hooked (libcurl through ext/curl, libpq through pgsql / pdo_pgsql) or why not, and lists async.hook_curl and async.hook_pgsql
--SKIPIF--
<?php
foreach (['curl', 'pgsql', 'pdo_pgsql'] as $e) {
    if (!is_file(ini_get('extension_dir') . "/$e.so")) die("skip $e.so not installed");
}
?>
--FILE--
<?php
require __DIR__ . '/../child_php.inc';
function ri(array $exts): array {
    $args = ta_php_args();
    foreach ($exts as $e) {
        $args[] = '-d';
        $args[] = "extension=$e";
    }
    $args[] = '--ri';
    $args[] = 'true_async';
    $p = proc_open($args, [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
    $out = stream_get_contents($pipes[1]);
    proc_close($p);
    return array_values(preg_grep('/^(libcurl|libpq|async\.hook_(curl|pgsql))/', explode("\n", $out)));
}
echo implode("\n", ri([])), "\n--\n";
echo implode("\n", ri(['curl', 'pgsql', 'pdo', 'pdo_pgsql'])), "\n";
?>
--EXPECTF--
libcurl (ext/curl) => ext/curl not loaded
libpq (pgsql, pdo_pgsql) => pgsql / pdo_pgsql not loaded
async.hook_curl => 1 => 1
async.hook_pgsql => 1 => 1
--
libcurl (ext/curl) => hooked (%d GOT slots)
libpq (pgsql, pdo_pgsql) => hooked (%d GOT slots)
async.hook_curl => 1 => 1
async.hook_pgsql => 1 => 1
