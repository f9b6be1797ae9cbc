--TEST--
engine_state: five coroutines require_once (and autoload through require) a file the page cache does not hold: every one sees its function and class, the file is compiled once
--EXTENSIONS--
true_async
--SKIPIF--
<?php
if (!is_executable("/usr/bin/fincore") && !is_executable("/bin/fincore")) die("skip fincore (util-linux-extra) is needed to check the page cache");
?>
--FILE--
<?php
require __DIR__ . "/../files/cache.inc";
use function Async\{spawn, await};
$dir = sys_get_temp_dir() . "/ta-es-" . getmypid();
@mkdir($dir);
// Big enough that a cold read has to wait for the disk.
$pad = "/*" . str_repeat(str_repeat("x", 79) . "\n", 20000) . "*/\n";
$ok = ["require_once" => 0, "autoload" => 0];
$fails = [];
for ($try = 0; $try < 6; $try++) {
    $fn = "ta_cold_fn_$try";
    $cls = "TaCold$try";
    file_put_contents("$dir/f$try.php", "<?php\n$pad function $fn() { return 42; }\n");
    file_put_contents("$dir/c$try.php", "<?php\n$pad class $cls { const V = 7; }\n");
    foreach (["f$try.php", "c$try.php"] as $f) {
        $h = fopen("$dir/$f", "r"); fsync($h); fclose($h);
        ta_drop_cache("$dir/$f");
    }
    $loads = 0;
    $al = function ($c) use ($dir, $try, $cls, &$loads) {
        if ($c === $cls) { $loads++; require "$dir/c$try.php"; }
    };
    spl_autoload_register($al);
    $cos = [];
    for ($i = 0; $i < 5; $i++) {
        $cos[] = spawn(function () use ($dir, $try, $fn) {
            require_once "$dir/f$try.php";
            return $fn();
        });
        $cos[] = spawn(fn() => $cls::V);
    }
    $got = [];
    foreach ($cos as $i => $co) {
        try { $got[] = await($co); } catch (Throwable $e) { $fails[] = get_class($e) . ": " . $e->getMessage(); }
    }
    spl_autoload_unregister($al);
    if ($loads !== 1) $fails[] = "autoloader ran $loads times";
    if (count($got) === 10 && array_sum($got) === 5 * 42 + 5 * 7) { $ok["require_once"]++; $ok["autoload"]++; }
}
foreach (glob("$dir/*.php") as $f) unlink($f);
rmdir($dir);
echo "failures: ", count($fails) ? implode("\n", array_unique($fails)) : "none", "\n";
echo "rounds where all ten got theirs: ", $ok["require_once"], "\n";
?>
--EXPECT--
failures: none
rounds where all ten got theirs: 6
