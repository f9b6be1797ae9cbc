--TEST--
curl: curl_multi_select() waits in the reactor for at most its timeout (others run meanwhile), and returns at once for a zero timeout or a multi handle without transfers, as outside coroutines
--EXTENSIONS--
curl
--FILE--
<?php
require __DIR__ . '/curl.inc';
use function Async\{spawn, await};
ta_http_port();

$empty = curl_multi_init();
$outside = curl_multi_select($empty, 0.5);

$r = await(spawn(function () use ($empty) {
    $out = [];
    $t0 = hrtime(true);
    $out['empty'] = curl_multi_select($empty, 0.5);
    $out['empty fast'] = ta_ms($t0) < 400;

    $mh = curl_multi_init();
    $h = ta_curl('/slow?ms=1500');
    curl_multi_add_handle($mh, $h);
    curl_multi_exec($mh, $running);
    $ticks = 0;
    $ticker = ta_ticker($ticks, 10);
    // 600 ms of selects (each at most 300 ms, or less when libcurl's own
    // timers are due) on a transfer that answers after 1.5 s: they time
    // out with 0 and the ticker runs meanwhile.
    $t0 = hrtime(true);
    $zeros = $calls = 0;
    while (ta_ms($t0) < 600) {
        $calls++;
        $zeros += curl_multi_select($mh, 0.3) === 0 ? 1 : 0;
        curl_multi_exec($mh, $running);
    }
    $ticker->cancel();
    $out['timeout'] = [$zeros > 0, $running, ta_ticked($ticks, 20), $calls < 300];
    $t0 = hrtime(true);
    $out['zero'] = [curl_multi_select($mh, 0.0), ta_ms($t0) < 100];
    curl_multi_remove_handle($mh, $h);
    return $out;
}));
var_dump($outside === $r['empty']);
var_dump($r);
?>
--EXPECT--
bool(true)
array(4) {
  ["empty"]=>
  int(0)
  ["empty fast"]=>
  bool(true)
  ["timeout"]=>
  array(4) {
    [0]=>
    bool(true)
    [1]=>
    int(1)
    [2]=>
    bool(true)
    [3]=>
    bool(true)
  }
  ["zero"]=>
  array(2) {
    [0]=>
    int(0)
    [1]=>
    bool(true)
  }
}
