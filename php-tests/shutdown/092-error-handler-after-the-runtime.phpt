--TEST--
shutdown: a warning raised while the request's last resources are released (a Future never used, left pending in Async\signal()) goes to PHP's default handler, not to the user's, whose Async\ calls could not work any more (it aborted the process)
--EXTENSIONS--
true_async
--FILE--
<?php
set_error_handler(function (int $no, string $msg) {
    echo "user handler: $msg\n";
    Async\spawn(fn() => 1);
    Async\delay(1);
    return true;
});
trigger_error("while the script runs");
$f = Async\signal(Async\Signal::SIGUSR1, Async\timeout(1000));
echo "end\n";
?>
--EXPECTF--
user handler: while the script runs
end

Warning: Future was never used; call await(), map(), catch(), finally() or ignore() to suppress this warning. Created at %s:%d in Unknown on line 0
