--TEST--
sockets: file_get_contents('https://...') in five coroutines at once, against an HTTPS server coroutine of the same script that answers only when all five requests are in
--EXTENSIONS--
openssl
true_async
--FILE--
<?php
use function Async\{spawn, await, await_all, delay};
$dir = sys_get_temp_dir() . '/ta-tls048-' . getmypid();
@mkdir($dir);
$key = openssl_pkey_new(['private_key_type' => OPENSSL_KEYTYPE_EC, 'curve_name' => 'prime256v1']);
$cert = openssl_csr_sign(openssl_csr_new(['commonName' => 'localhost'], $key), null, $key, 1);
openssl_x509_export($cert, $certPem);
openssl_pkey_export($key, $keyPem);
file_put_contents("$dir/server.pem", $certPem . $keyPem);
$srv = stream_socket_server("tls://127.0.0.1:0", $en, $es, STREAM_SERVER_BIND | STREAM_SERVER_LISTEN,
    stream_context_create(['ssl' => ['local_cert' => "$dir/server.pem"]]));
$addr = stream_socket_get_name($srv, false);
$waiting = 0;
$server = spawn(function () use ($srv, &$waiting) {
    $handlers = [];
    for ($i = 0; $i < 5; $i++) {
        $c = stream_socket_accept($srv, 30);
        $handlers[] = spawn(function () use ($c, &$waiting) {
            $path = explode(' ', fgets($c))[1];
            while (trim(fgets($c)) !== '') {}
            $waiting++;
            for ($t = 0; $t < 3000 && $waiting < 5; $t++) delay(10);
            $body = "page $path, $waiting waiting";
            fwrite($c, "HTTP/1.0 200 OK\r\nContent-Length: " . strlen($body) . "\r\nConnection: close\r\n\r\n$body");
            fclose($c);
        });
    }
    await_all($handlers);
});
$ctx = stream_context_create(['ssl' => ['verify_peer' => false, 'verify_peer_name' => false]]);
$gets = [];
for ($i = 1; $i <= 5; $i++) {
    $gets[] = spawn(fn() => file_get_contents("https://$addr/$i", false, $ctx));
}
[$pages, $errors] = await_all($gets);
await($server);
echo implode("\n", $pages), "\n", count($errors), " errors\n";
array_map('unlink', glob("$dir/*"));
rmdir($dir);
?>
--EXPECT--
page /1, 5 waiting
page /2, 5 waiting
page /3, 5 waiting
page /4, 5 waiting
page /5, 5 waiting
0 errors
