--TEST--
files: plain-file reads and writes inside a coroutine give what stock PHP gives (fgets, fread at and past the end, feof, ftell, fseek, append, file_put_contents, include, a directory's read notice)
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await};
function session(string $dir): array {
    $out = [];
    $f = "$dir/data.txt";
    $h = fopen($f, "w+");
    for ($i = 1; $i <= 3; $i++) fwrite($h, "line $i\n");
    $out[] = ftell($h);
    rewind($h);
    while (($l = fgets($h)) !== false) $out[] = rtrim($l);
    $out[] = var_export(feof($h), true);
    fseek($h, 5);
    $out[] = fread($h, 3);
    fseek($h, 0, SEEK_END);
    $out[] = var_export(fread($h, 10), true) . " " . var_export(feof($h), true);
    fclose($h);
    $a = fopen($f, "a");
    fwrite($a, "appended\n");
    fclose($a);
    file_put_contents($f, "more\n", FILE_APPEND);
    $out[] = str_replace("\n", "|", file_get_contents($f));
    $out[] = count(file($f));
    file_put_contents("$dir/inc.php", "<?php return 6 * 7;");
    $out[] = include "$dir/inc.php";
    $d = fopen($dir, "r");
    $out[] = var_export(@fread($d, 10), true) . " " . (error_get_last()['message'] ?? "-");
    fclose($d);
    unlink($f);
    unlink("$dir/inc.php");
    return $out;
}
$dir = sys_get_temp_dir() . "/ta-files009-" . getmypid();
@mkdir($dir);
$stock = session($dir);   // before the scheduler runs: stock PHP
$ours = await(spawn(fn() => session($dir)));
rmdir($dir);
echo implode("\n", $ours), "\n";
echo "same as stock: ", var_export($stock === $ours, true), "\n";
?>
--EXPECTF--
21
line 1
line 2
line 3
true
1
l
'' true
line 1|line 2|line 3|appended|more|
5
42
false fread(): Read of %d bytes failed with errno=21 Is a directory
same as stock: true
