#!/usr/bin/env bash
# Instructions per switch and per spawn + await, each against native Fiber in
# the same run, by the differential method: valgrind --tool=callgrind counts
# every instruction of a run at two sizes (N small, N large) and the
# difference is divided by the steps in between, so start-up and shutdown
# cancel out and the figures repeat exactly from run to run.
#   switch       100 coroutines x N suspend() (N = 100, 600): per switch
#   spawn+await  N x await(spawn(fn() => 1)) (N = 1000, 6000): per coroutine
# Fiber: 100 Fibers x N suspend+resume; N x (new Fiber(fn() => 1))->start();
# N Fibers into an array, then each started.
# --channels adds the channel workloads (bench/instructions.sh runs that).
# Per-function breakdown of one figure:
#   valgrind --tool=callgrind --callgrind-out-file=a.out php -n -d extension=SO \
#     bench/instructions.php switch 100   (and 600 into b.out), then subtract
#   the per-function totals of `callgrind_annotate --auto=no` of the two files.
# Usage: bench/callgrind.sh [/absolute/path/to/true_async.so] [--channels]
set -euo pipefail
cd "$(dirname "$0")"
so=${1:-$PWD/../modules/true_async.so}
channels=${2:-}
ir() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null \
        php -n -d "extension=$so" -d memory_limit=-1 instructions.php "$1" "$2" 2>&1 \
        | awk '/Collected/ {print $4}'
}
per() { # workload small large steps_per_unit
    local a b
    a=$(ir "$1" "$2"); b=$(ir "$1" "$3")
    awk -v a="$a" -v b="$b" -v n="$(( ($3 - $2) * $4 ))" 'BEGIN { printf "%.1f", (b - a) / n }'
}
s=$(per switch 100 600 100); f=$(per fiber 100 600 100)
awk -v s="$s" -v f="$f" 'BEGIN { printf "switch       : true_async %s instr/switch, Fiber %s instr/suspend+resume, ratio %.2f (target <= 400)\n", s, f, s / f }'
s=$(per spawn 1000 6000 1); f=$(per fiber_spawn 1000 6000 1)
awk -v s="$s" -v f="$f" 'BEGIN { printf "spawn+await  : true_async %s instr/coroutine (one at a time), Fiber %s instr/fiber (new+start), ratio %.2f\n", s, f, s / f }'
s=$(per queued 10000 20000 1); f=$(per fiber_queued 10000 20000 1)
awk -v s="$s" -v f="$f" 'BEGIN { printf "queued       : true_async %s instr/coroutine (spawn all, then await each), Fiber %s instr/fiber, ratio %.2f (the issue 19 workload: target <= 2400)\n", s, f, s / f }'
if [ "$channels" = --channels ]; then
    s=$(per channel 1000 6000 2); f=$(per fiber_channel 1000 6000 2); a=$(per fiber_alternate 1000 6000 2)
    awk -v s="$s" -v f="$f" -v a="$a" 'BEGIN { printf "channel      : true_async %s instr/message (hand-off ping-pong), Fiber+FiberChan %s instr/message, ratio %.2f; Fiber hard-wired alternation %s instr/message, ratio %.2f\n", s, f, s / f, a, s / a }'
    s=$(per fanin 10 60 100); f=$(per fiber_fanin 10 60 100)
    awk -v s="$s" -v f="$f" 'BEGIN { printf "fan-in       : true_async %s instr/message (100 producers, capacity 16), Fiber+FiberChan %s instr/message, ratio %.2f (throughput ratio %.2f, target >= 2)\n", s, f, s / f, f / s }'
fi
