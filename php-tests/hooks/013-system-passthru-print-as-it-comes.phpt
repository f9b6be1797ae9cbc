--TEST--
hooks: system() and passthru() in a coroutine print the command's output as it comes, as stock PHP does (system() whole lines, passthru() each piece), while other coroutines run; result and exit code unchanged
--EXTENSIONS--
true_async
--FILE--
<?php
use function Async\{spawn, await};

// The command prints, then sleeps 1 s before the rest; another coroutine
// prints half way. Printed at the end only, its line would come first.
function race(callable $run): void {
    $other = spawn(function () {
        usleep(500_000);
        echo "[other coroutine]\n";
    });
    $r = await(spawn($run));
    await($other);
    echo "returned: ", var_export($r, true), "\n";
}

race(function () {
    $last = system("echo one; printf 'two-'; sleep 1; echo half; echo three; exit 3", $code);
    return [$last, $code];
});
race(function () {
    return [passthru("printf 'raw-'; sleep 1; printf 'rest\\n'", $code), $code];
});
// Nothing printed by exec() or shell_exec().
race(fn() => [exec("echo x; sleep 1; echo y", $lines), $lines]);
?>
--EXPECT--
one
[other coroutine]
two-half
three
returned: array (
  0 => 'three',
  1 => 3,
)
raw-[other coroutine]
rest
returned: array (
  0 => NULL,
  1 => 0,
)
[other coroutine]
returned: array (
  0 => 'y',
  1 => 
  array (
    0 => 'x',
    1 => 'y',
  ),
)
