#!/usr/bin/env bash
# Instructions per step under valgrind --tool=callgrind, each workload
# against native Fiber in the same run: bench/callgrind.sh's switch and
# spawn+await, and the channel workloads:
# channel: a hand-off ping-pong, per message (one value sent and received);
# fan-in: 100 producers into one channel of capacity 16, per message.
# Usage: bench/instructions.sh [/absolute/path/to/true_async.so]
exec "$(dirname "$0")/callgrind.sh" "${1:-}" --channels
