--TEST--
sockets: tls:// servers and ssl:// clients in coroutines of one script: connect, accept and the handshakes wait in the reactor (stock PHP would block the process in the first handshake and never serve the rest)
--EXTENSIONS--
openssl
true_async
--FILE--
<?php
use function Async\{spawn, await, await_all, delay};
$dir = sys_get_temp_dir() . '/ta-tls047-' . getmypid();
@mkdir($dir);
$key = openssl_pkey_new(['private_key_type' => OPENSSL_KEYTYPE_EC, 'curve_name' => 'prime256v1']);
$cert = openssl_csr_sign(openssl_csr_new(['commonName' => 'localhost'], $key), null, $key, 1);
openssl_x509_export($cert, $certPem);
openssl_pkey_export($key, $keyPem);
file_put_contents("$dir/server.pem", $certPem . $keyPem);
$srv = stream_socket_server("tls://127.0.0.1:0", $en, $es, STREAM_SERVER_BIND | STREAM_SERVER_LISTEN,
    stream_context_create(['ssl' => ['local_cert' => "$dir/server.pem"]]));
$addr = stream_socket_get_name($srv, false);
$inFlight = 0;
$maxInFlight = 0;
$server = spawn(function () use ($srv, &$inFlight, &$maxInFlight) {
    $handlers = [];
    for ($i = 0; $i < 3; $i++) {
        $c = stream_socket_accept($srv, 30);
        $handlers[] = spawn(function () use ($c, &$inFlight, &$maxInFlight) {
            $line = fgets($c);
            $maxInFlight = max($maxInFlight, ++$inFlight);
            // Answer once every client is connected: only possible if no
            // handshake held the process.
            for ($t = 0; $t < 3000 && $maxInFlight < 3; $t++) delay(10);
            fwrite($c, "echo: $line");
            fclose($c);
        });
    }
    await_all($handlers);
});
$ctx = stream_context_create(['ssl' => ['verify_peer' => false, 'verify_peer_name' => false]]);
$clients = [];
foreach (["ssl", "tls", "tlsv1.2"] as $i => $scheme) {
    $clients[] = spawn(function () use ($scheme, $addr, $ctx, $i) {
        $s = stream_socket_client("$scheme://$addr", $en, $es, 30, STREAM_CLIENT_CONNECT, $ctx);
        if (!$s) return "connect failed: $es";
        fwrite($s, "hello $i\n");
        $reply = trim(fgets($s));
        return "$scheme: $reply, encrypted: " . var_export(isset(stream_get_meta_data($s)['crypto']), true);
    });
}
[$res] = await_all($clients);
await($server);
echo implode("\n", $res), "\nclients served at once: $maxInFlight\n";
array_map('unlink', glob("$dir/*"));
rmdir($dir);
?>
--EXPECT--
ssl: echo: hello 0, encrypted: true
tls: echo: hello 1, encrypted: true
tlsv1.2: echo: hello 2, encrypted: true
clients served at once: 3
