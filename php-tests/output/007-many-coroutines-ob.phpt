--TEST--
output: 200 coroutines each capture their own output while they all interleave; nothing leaks between them
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, suspend, await_all};
$cs = [];
for ($i = 0; $i < 200; $i++) {
    $cs[$i] = spawn(function () use ($i) {
        ob_start();
        echo "<$i";
        suspend();
        echo "/$i>";
        return ob_get_clean();
    });
}
[$r] = await_all($cs);
$bad = array_filter($r, fn($text, $i) => $text !== "<$i/$i>", ARRAY_FILTER_USE_BOTH);
var_dump(count($r), count($bad));
?>
--EXPECT--
int(200)
int(0)
