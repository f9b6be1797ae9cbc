#!/usr/bin/env bash
# Every test: the core's cargo unit tests, then the phpt suite through PHP's
# own run-tests.php (twice over with --repeat 2). Builds first if needed.
set -euo pipefail
cd "$(dirname "$0")"
[ -f modules/true_async.so ] || ./setup.sh --no-demo
make -s

echo ">> cargo fmt --check, cargo clippy -D warnings"
cargo fmt --check
cargo clippy --release --all-targets -q -- -D warnings

echo ">> cargo test (src/runtime)"
cargo test --release --lib 2>&1 | tail -n 3

echo ">> phpt (run-tests.php --repeat 2)"
RT=/usr/lib/php/20220829/build/run-tests.php
export NO_INTERACTION=1 REPORT_EXIT_STATUS=1
php "$RT" -q -n -d "extension=$PWD/modules/true_async.so" --repeat 2 --show-diff -j2 php-tests | tee /tmp/true_async-phpt.log | tail -n 25
summary=$(grep -E "^Tests (passed|failed)" /tmp/true_async-phpt.log || true)
failed=$(grep -E "^Tests failed" /tmp/true_async-phpt.log | awk '{print $4}')
passed=$(grep -E "^Tests passed" /tmp/true_async-phpt.log | awk '{print $4}')
echo "${passed:-0} passed, ${failed:-0} failed"
[ "${failed:-0}" = "0" ] && [ "${passed:-0}" != "0" ]
