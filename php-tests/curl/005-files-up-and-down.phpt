--TEST--
curl: a download into a file (CURLOPT_FILE), a PUT of a file (CURLOPT_INFILE) and a CURLFile upload, with files opened inside coroutines, run side by side and give stock's bytes
--EXTENSIONS--
curl
--FILE--
<?php
require __DIR__ . '/curl.inc';
use function Async\{spawn, await_all};
ta_http_port();
$dir = sys_get_temp_dir() . '/ta_curl_005_' . getmypid();
@mkdir($dir);
$src = "$dir/src.bin";
file_put_contents($src, str_repeat("payload-", 40000));

[$r, $e] = await_all([
    'download' => spawn(function () use ($dir) {
        $fp = fopen("$dir/down.bin", 'w');
        $h = ta_curl('/big?n=500000', [CURLOPT_FILE => $fp]);
        $ok = curl_exec($h);
        unset($h);
        fclose($fp);
        return [$ok, filesize("$dir/down.bin"), md5_file("$dir/down.bin")];
    }),
    'put' => spawn(function () use ($src) {
        $fp = fopen($src, 'r');
        $h = ta_curl('/echo', [CURLOPT_PUT => true, CURLOPT_INFILE => $fp, CURLOPT_INFILESIZE => filesize($src)]);
        $e = json_decode(curl_exec($h), true);
        unset($h);
        fclose($fp);
        return [$e['method'], $e['length'], $e['md5'] === md5_file($src)];
    }),
    'curlfile' => spawn(function () use ($src) {
        $h = ta_curl('/echo', [CURLOPT_POSTFIELDS => ['f' => new CURLFile($src, 'application/octet-stream', 'src.bin')]]);
        $e = json_decode(curl_exec($h), true);
        return [$e['method'], $e['length'] > filesize($src), str_starts_with($e['type'], 'multipart/form-data')];
    }),
]);
var_dump(count($e));
echo json_encode($r['put']), "\n", json_encode($r['curlfile']), "\n";
[$ok, $size, $md5] = $r['download'];
var_dump($ok, $size);
$want = substr(str_repeat('abcdefghijklmnopqrstuvwxyz0123456789', intdiv(500000, 36) + 1), 0, 500000);
var_dump($md5 === md5($want));
array_map('unlink', glob("$dir/*"));
rmdir($dir);
?>
--EXPECT--
int(0)
["PUT",320000,true]
["POST",true,true]
bool(true)
int(500000)
bool(true)
