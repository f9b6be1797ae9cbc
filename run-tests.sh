#!/usr/bin/env bash
# Every test: formatting and lints, the core's cargo unit tests, the phpt
# suite through PHP's own run-tests.php with --repeat 2, then the phpt suite
# under valgrind (set TA_SKIP_VALGRIND=1 to skip that part while iterating).
# Builds first if needed.
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
failed=$(grep -E "^Tests failed" /tmp/true_async-phpt.log | awk '{print $4}')
passed=$(grep -E "^Tests passed" /tmp/true_async-phpt.log | awk '{print $4}')

if [ "${TA_SKIP_VALGRIND:-}" = "" ]; then
  echo ">> phpt under valgrind (USE_ZEND_ALLOC=0)"
  # --max-stackframe: a switch between a coroutine's stack and a Fiber's
  # stack less than 2 MB away otherwise looks like a huge stack frame to
  # valgrind, which then reports uninitialised reads in jump_fcontext.
  VALGRIND_OPTS="--max-stackframe=65536" USE_ZEND_ALLOC=0 \
    php "$RT" -q -m -n -d "extension=$PWD/modules/true_async.so" -j2 php-tests > /tmp/true_async-valgrind.log 2>&1 || true
  grep -E "^Tests (passed|failed|leaked)" /tmp/true_async-valgrind.log
  vfailed=$(grep -E "^Tests failed" /tmp/true_async-valgrind.log | awk '{print $4}')
  vleaked=$(grep -E "^Tests leaked" /tmp/true_async-valgrind.log | awk '{print $4}')
  if [ "${vfailed:-1}" != "0" ] || [ "${vleaked:-0}" != "0" ]; then
    grep -aE "FAIL|LEAK" /tmp/true_async-valgrind.log | tail -n 20
    failed=$(( ${failed:-0} + ${vfailed:-1} + ${vleaked:-0} ))
  fi
fi

echo "${passed:-0} passed, ${failed:-0} failed"
[ "${failed:-0}" = "0" ] && [ "${passed:-0}" != "0" ]
