--TEST--
native: a C poll event on a socket that PHP code also waits on (fread in a coroutine) shares the fd's registration: started before or after the PHP wait, both are told; a C poll that releases itself in its callback while PHP waits on the fd is safe; a stream closed under a started C poll leaves it silent
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; ?>
--INI--
extension={PWD}/ext/modules/async_native_test.so
--FILE--
<?php
use function Async\{spawn, await, delay};
function pair() { return stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, STREAM_IPPROTO_IP); }

echo "-- PHP waits first, then C polls the same fd\n";
[$a, $b] = pair();
$reader = spawn(function () use ($a) { $d = fread($a, 10); echo "PHP read: $d\n"; });
delay(5);
$p = native_poll($a, 1);
var_dump(native_event($p, 'start'));
fwrite($b, "one");
await($reader);
delay(10);
native_event($p, 'release');
print_r(native_event_log());

echo "-- C polls first, then PHP waits\n";
[$a, $b] = pair();
$p = native_poll($a, 1);
native_event($p, 'start');
$reader = spawn(function () use ($a) { $d = fread($a, 10); echo "PHP read: $d\n"; });
delay(5);
fwrite($b, "two");
await($reader);
delay(10);
native_event($p, 'release');
print_r(native_event_log());

echo "-- a C poll released by its own callback while PHP waits\n";
[$a, $b] = pair();
$p = native_poll($a, 1);
native_event($p, 'stop_after', -1);               // stop, then release, at the first fire
native_event($p, 'start');
$reader = spawn(function () use ($a) { $d = fread($a, 10); echo "PHP read: $d\n"; });
delay(5);
fwrite($b, "three");
await($reader);
delay(10);
print_r(native_event_log());
fwrite($b, "four");                               // the fd is still served for PHP
$d = fread($a, 10);
echo "PHP read again: $d\n";

echo "-- the stream closes under a started C poll\n";
[$a, $b] = pair();
$p = native_poll($a, 1);
native_event($p, 'start');
fclose($a);
@fwrite($b, "five");
delay(10);
echo "reports after the close: ", count(native_event_log()), "\n";
native_event($p, 'release');
print_r(native_event_log());
?>
--EXPECT--
-- PHP waits first, then C polls the same fd
bool(true)
PHP read: one
Array
(
    [0] => poll#0 fired (1): triggered_events 1
    [1] => callback of #0 disposed
)
-- C polls first, then PHP waits
PHP read: two
Array
(
    [0] => poll#0 fired (1): triggered_events 1
    [1] => callback of #0 disposed
)
-- a C poll released by its own callback while PHP waits
PHP read: three
Array
(
    [0] => poll#0 fired (1): triggered_events 1
    [1] => callback of #0 disposed
)
PHP read again: four
-- the stream closes under a started C poll
reports after the close: 0
Array
(
    [0] => callback of #0 disposed
)
