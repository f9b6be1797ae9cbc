--TEST--
signal: sleep()/usleep() and a stream read inside a pcntl signal handler, and inside a destructor PHP's GC runs, block as in stock PHP (no switch is possible there) instead of throwing; the coroutine goes on afterwards
--EXTENSIONS--
true_async
pcntl
posix
--FILE--
<?php
pcntl_signal(SIGUSR1, function () {
    $t = hrtime(true);
    usleep(20000);
    sleep(0);
    [$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
    fwrite($b, "x");
    $got = fread($a, 1);
    printf("handler: slept %s, read %s\n", (hrtime(true) - $t) >= 20e6 ? "20 ms" : "less", $got);
});
class Cycle {
    public $self;
    function __destruct() {
        $t = hrtime(true);
        usleep(20000);
        printf("destructor: slept %s\n", (hrtime(true) - $t) >= 20e6 ? "20 ms" : "less");
    }
}
Async\await(Async\spawn(function () {
    posix_kill(getmypid(), SIGUSR1);
    pcntl_signal_dispatch();
    $c = new Cycle;
    $c->self = $c;
    unset($c);
    gc_collect_cycles();
    Async\delay(1);
    echo "coroutine done\n";
}));
echo "main done\n";
?>
--EXPECT--
handler: slept 20 ms, read x
destructor: slept 20 ms
coroutine done
main done
