--TEST--
sockets: after stream_socket_enable_crypto() the stream's reads and writes go through TLS (ext/openssl's own ops, made non-blocking) and still wait in the reactor
--EXTENSIONS--
openssl
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
$dir = sys_get_temp_dir() . '/ta-tls-' . getmypid();
@mkdir($dir);
$key = openssl_pkey_new(['private_key_type' => OPENSSL_KEYTYPE_EC, 'curve_name' => 'prime256v1']);
$csr = openssl_csr_new(['commonName' => 'localhost'], $key);
$cert = openssl_csr_sign($csr, null, $key, 1);
openssl_x509_export($cert, $certPem);
openssl_pkey_export($key, $keyPem);
file_put_contents("$dir/server.pem", $certPem . $keyPem);
$server = <<<'PHP'
<?php
$ctx = stream_context_create(['ssl' => ['local_cert' => $argv[1]]]);
$srv = stream_socket_server("tcp://127.0.0.1:0", $en, $es, STREAM_SERVER_BIND | STREAM_SERVER_LISTEN, $ctx);
echo stream_socket_get_name($srv, false), "\n";
$c = stream_socket_accept($srv, 10);
stream_socket_enable_crypto($c, true, STREAM_CRYPTO_METHOD_TLS_SERVER);
$line = fgets($c);
usleep(200000);
fwrite($c, strtoupper($line));
fclose($c);
PHP;
file_put_contents("$dir/server.php", $server);
$p = proc_open([PHP_BINARY, "-n", "$dir/server.php", "$dir/server.pem"], [1 => ["pipe", "w"]], $pipes);
$addr = trim(fgets($pipes[1]));
$ticks = 0;
$done = false;
$ticker = spawn(function () use (&$ticks, &$done) { while (!$done) { delay(20); $ticks++; } });
$r = await(spawn(function () use ($addr, &$ticks) {
    $ctx = stream_context_create(['ssl' => ['verify_peer' => false, 'verify_peer_name' => false]]);
    $c = stream_socket_client("tcp://$addr", $en, $es, 10, STREAM_CLIENT_CONNECT, $ctx);
    $ok = stream_socket_enable_crypto($c, true, STREAM_CRYPTO_METHOD_TLS_CLIENT);
    $before = $ticks;
    fwrite($c, "over tls\n");
    $reply = fgets($c);
    return [$ok, $reply, $ticks > $before];
}));
$done = true;
await($ticker);
fclose($pipes[1]);
proc_close($p);
array_map('unlink', glob("$dir/*"));
rmdir($dir);
var_dump($r);
?>
--EXPECT--
array(3) {
  [0]=>
  bool(true)
  [1]=>
  string(9) "OVER TLS
"
  [2]=>
  bool(true)
}
