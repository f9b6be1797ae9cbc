#!/usr/bin/env bash
# Instructions per step under valgrind --tool=callgrind: exact and repeatable,
# unlike timings on a shared machine; each workload against native Fiber in
# the same run. Ir(large N) - Ir(small N), divided by the steps in between.
# Usage: bench/instructions.sh [path/to/true_async.so]
set -euo pipefail
cd "$(dirname "$0")"
so=${1:-$PWD/../modules/true_async.so}
ir() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null \
        php -n -d "extension=$so" instructions.php "$1" "$2" 2>&1 \
        | awk '/Collected/ {print $4}'
}
per() { # workload small large steps_per_unit
    local a b
    a=$(ir "$1" "$2"); b=$(ir "$1" "$3")
    awk -v a="$a" -v b="$b" -v n="$(( ($3 - $2) * $4 ))" 'BEGIN { printf "%.1f", (b - a) / n }'
}
s=$(per switch 100 600 100); f=$(per fiber 100 600 100)
awk -v s="$s" -v f="$f" 'BEGIN { printf "switch       : true_async %s instr/switch, Fiber %s instr/suspend+resume, ratio %.2f\n", s, f, s / f }'
s=$(per spawn 1000 6000 1); f=$(per fiber_spawn 1000 6000 1)
awk -v s="$s" -v f="$f" 'BEGIN { printf "spawn+await  : true_async %s instr/coroutine, Fiber %s instr/fiber (new+start), ratio %.2f\n", s, f, s / f }'
