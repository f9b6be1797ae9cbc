--TEST--
sockets: an ssl:// connect whose handshake fails (a peer that does not speak TLS) or times out (a peer that never answers) gives stock PHP's warnings and result inside a coroutine too
--EXTENSIONS--
openssl
true_async
--FILE--
<?php
use function Async\{spawn, await};
// A plain TCP peer in another process: the first two connections get a
// line of garbage, the last two get nothing until the client gives up.
$peer = <<<'PHP'
<?php
$srv = stream_socket_server("tcp://127.0.0.1:0", $en, $es);
echo stream_socket_get_name($srv, false), "\n";
$held = [];
for ($i = 0; $i < 4; $i++) {
    $c = stream_socket_accept($srv, 30);
    if ($i < 2) { fwrite($c, "not tls at all\r\n\r\n"); fclose($c); } else { $held[] = $c; }
}
sleep(5);
PHP;
$file = tempnam(sys_get_temp_dir(), "ta-peer") . ".php";
file_put_contents($file, $peer);
$p = proc_open([PHP_BINARY, "-n", $file], [1 => ["pipe", "w"]], $pipes);
$addr = trim(fgets($pipes[1]));
$ctx = stream_context_create(['ssl' => ['verify_peer' => false, 'verify_peer_name' => false]]);
function attempt(string $addr, $ctx, float $timeout): string {
    $warnings = [];
    set_error_handler(function ($no, $msg) use (&$warnings, $addr) {
        $warnings[] = str_replace([$addr, "\n"], ["ADDR", " "], $msg);
        return true;
    });
    $t = hrtime(true);
    $s = stream_socket_client("ssl://$addr", $en, $es, $timeout, STREAM_CLIENT_CONNECT, $ctx);
    $elapsed = (hrtime(true) - $t) / 1e9;
    restore_error_handler();
    return var_export($s, true) . "\n  " . implode("\n  ", $warnings) . "\n  " . ($elapsed < $timeout + 1 ? "within the timeout" : "late");
}
$stock = attempt($addr, $ctx, 5);
$ours = await(spawn(fn() => attempt($addr, $ctx, 5)));
echo "garbage, stock:  $stock\ngarbage, inside: $ours\n";
$stock = attempt($addr, $ctx, 0.3);
$ours = await(spawn(fn() => attempt($addr, $ctx, 0.3)));
echo "silent, stock:  $stock\nsilent, inside: $ours\n";
proc_terminate($p);
proc_close($p);
unlink($file);
?>
--EXPECT--
garbage, stock:  false
  stream_socket_client(): SSL operation failed with code 1. OpenSSL Error messages: error:0A00010B:SSL routines::wrong version number
  stream_socket_client(): Failed to enable crypto
  stream_socket_client(): Unable to connect to ssl://ADDR (Unknown error)
  within the timeout
garbage, inside: false
  stream_socket_client(): SSL operation failed with code 1. OpenSSL Error messages: error:0A00010B:SSL routines::wrong version number
  stream_socket_client(): Failed to enable crypto
  stream_socket_client(): Unable to connect to ssl://ADDR (Unknown error)
  within the timeout
silent, stock:  false
  stream_socket_client(): SSL: Handshake timed out
  stream_socket_client(): Failed to enable crypto
  stream_socket_client(): Unable to connect to ssl://ADDR (Unknown error)
  within the timeout
silent, inside: false
  stream_socket_client(): SSL: Handshake timed out
  stream_socket_client(): Failed to enable crypto
  stream_socket_client(): Unable to connect to ssl://ADDR (Unknown error)
  within the timeout
