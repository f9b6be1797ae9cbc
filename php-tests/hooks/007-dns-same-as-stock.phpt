--TEST--
hooks: gethostbyname(), gethostbynamel() and gethostbyaddr() inside coroutines give stock PHP's results (compared with the hook off)
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await};
$cases = [
    fn() => gethostbyname("localhost"),
    fn() => gethostbyname("127.0.0.1"),
    fn() => gethostbynamel("localhost"),
    fn() => gethostbynamel("127.0.0.1"),
    fn() => gethostbyaddr("127.0.0.1"),
    fn() => @gethostbyaddr("not an address"),
    fn() => @gethostbyname(str_repeat("a", 300)),
];
foreach ($cases as $i => $case) {
    ini_set("async.hook_dns", "0");
    $stock = await(spawn($case));
    ini_set("async.hook_dns", "1");
    $hooked = await(spawn($case));
    echo "case $i: ", $stock === $hooked ? "same" : "DIFFERENT: " . var_export([$stock, $hooked], true), "\n";
}
var_dump(await(spawn(fn() => gethostbyname("localhost"))));
?>
--EXPECT--
case 0: same
case 1: same
case 2: same
case 3: same
case 4: same
case 5: same
case 6: same
string(9) "127.0.0.1"
