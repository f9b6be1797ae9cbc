--TEST--
hooks: exec(), system(), passthru(), shell_exec() and backticks inside coroutines match stock PHP (output, lines, result codes)
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await};
$cases = [
    "exec" => function () { $o = ["kept"]; $last = exec("printf 'one  \\ntwo\\n\\nthree'; exit 3", $o, $code); return [$last, $o, $code]; },
    "system" => function () { ob_start(); $last = system("echo a; echo b; exit 2", $code); return [$last, ob_get_clean(), $code]; },
    "passthru" => function () { ob_start(); $r = passthru("printf 'raw\\0bytes'", $code); return [$r, ob_get_clean(), $code]; },
    "shell_exec" => fn() => [shell_exec("echo hi"), shell_exec("true")],
    "backtick" => fn() => `echo tick`,
];
foreach ($cases as $name => $case) {
    ini_set("async.hook_process", "0");
    $stock = await(spawn($case));
    ini_set("async.hook_process", "1");
    $hooked = await(spawn($case));
    echo "$name: ", $stock === $hooked ? "same" : "DIFFERENT: " . var_export([$stock, $hooked], true), "\n";
}
foreach (["", "a\0b"] as $bad) {
    try { await(spawn(fn() => shell_exec($bad))); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
}
?>
--EXPECT--
exec: same
system: same
passthru: same
shell_exec: same
backtick: same
shell_exec(): Argument #1 ($command) cannot be empty
shell_exec(): Argument #1 ($command) must not contain any null bytes
