--TEST--
redis: strings, counters, hashes, lists, pipelines, MULTI/EXEC and errors inside coroutines (several at once) give what the same calls give outside coroutines
--EXTENSIONS--
igbinary
redis
--SKIPIF--
<?php require __DIR__ . '/redis.inc'; ta_redis_skipif(); ?>
--FILE--
<?php
require __DIR__ . '/redis.inc';
use function Async\{spawn, await_all};

function session(string $tag): array {
    $r = ta_redis();
    $k = ta_key("stock:$tag");
    $r->del("$k:s", "$k:n", "$k:h", "$k:l");
    $out = [];
    $out[] = $r->set("$k:s", str_repeat('v', 100000));
    $out[] = strlen($r->get("$k:s"));
    $out[] = $r->incrBy("$k:n", 5);
    $out[] = $r->hMSet("$k:h", ['a' => 1, 'b' => 'two']);
    $out[] = $r->hGetAll("$k:h");
    $out[] = $r->rPush("$k:l", 'x', 'y', 'z');
    $out[] = $r->lRange("$k:l", 0, -1);
    $out[] = $r->multi(Redis::PIPELINE)->incr("$k:n")->get("$k:n")->exec();
    $out[] = $r->multi()->incr("$k:n")->lPop("$k:l")->exec();
    $out[] = [$r->rawCommand('NOSUCHCOMMAND'), $r->getLastError()];
    $r->clearLastError();
    $out[] = $r->get("$k:missing");
    $r->del("$k:s", "$k:n", "$k:h", "$k:l");
    return $out;
}

$outside = session('outside');
[$r, $e] = await_all([spawn('session', 'a'), spawn('session', 'b'), spawn('session', 'c')]);
var_dump(count($e));
var_dump($r[0] === $outside, $r[1] === $outside, $r[2] === $outside);
echo json_encode($outside), "\n";
?>
--EXPECT--
int(0)
bool(true)
bool(true)
bool(true)
[true,100000,5,true,{"a":"1","b":"two"},3,["x","y","z"],[6,"6"],[7,"x"],[false,"ERR unknown command 'NOSUCHCOMMAND', with args beginning with: "],false]
