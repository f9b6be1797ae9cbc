--TEST--
sockets: stream_socket_enable_crypto() between two coroutines of one script (STARTTLS): both handshakes wait in the reactor, so neither blocks the other (stock PHP would deadlock)
--EXTENSIONS--
openssl
true_async
--FILE--
<?php
use function Async\{spawn, await, delay};
$key = openssl_pkey_new(['private_key_type' => OPENSSL_KEYTYPE_EC, 'curve_name' => 'prime256v1']);
$cert = openssl_csr_sign(openssl_csr_new(['commonName' => 'localhost'], $key), null, $key, 1);
openssl_x509_export($cert, $certPem);
openssl_pkey_export($key, $keyPem);
$pem = tempnam(sys_get_temp_dir(), 'ta-pem');
file_put_contents($pem, $certPem . $keyPem);
$ctx = stream_context_create(['ssl' => ['local_cert' => $pem]]);
$srv = stream_socket_server("tcp://127.0.0.1:0", $en, $es, STREAM_SERVER_BIND | STREAM_SERVER_LISTEN, $ctx);
$addr = stream_socket_get_name($srv, false);
$ticks = 0;
$ticker = spawn(function () use (&$ticks) { for ($i = 0; $i < 3; $i++) { delay(10); $ticks++; } });
$server = spawn(function () use ($srv) {
    $c = stream_socket_accept($srv, 10);
    $ok = stream_socket_enable_crypto($c, true, STREAM_CRYPTO_METHOD_TLS_SERVER);
    $line = fgets($c);
    fwrite($c, strtoupper($line));
    fclose($c);
    return $ok;
});
$client = spawn(function () use ($addr) {
    $ctx = stream_context_create(['ssl' => ['verify_peer' => false, 'verify_peer_name' => false]]);
    $c = stream_socket_client("tcp://$addr", $en, $es, 10, STREAM_CLIENT_CONNECT, $ctx);
    $ok = stream_socket_enable_crypto($c, true, STREAM_CRYPTO_METHOD_TLS_CLIENT);
    fwrite($c, "starttls between coroutines\n");
    return [$ok, fgets($c)];
});
var_dump(await($server), await($client));
await($ticker);
var_dump($ticks);
unlink($pem);
?>
--EXPECT--
bool(true)
array(2) {
  [0]=>
  bool(true)
  [1]=>
  string(28) "STARTTLS BETWEEN COROUTINES
"
}
int(3)
