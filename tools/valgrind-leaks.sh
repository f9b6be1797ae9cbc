#!/usr/bin/env bash
# The valgrind stage's test selection (run-tests.sh) run with leak checks:
# run-tests.php's own memcheck does not look for leaks (valgrind's default
# leak check prints nothing under -q), so the CI stage finds memory errors
# only. Here a block that no pointer reaches at exit fails its test as
# LEAKED. tools/valgrind.supp names what is let go on purpose (start-up
# allocations kept for the process's lifetime).
# Not part of run-tests.sh yet: with USE_ZEND_ALLOC=0 a reference cycle
# that outlives the request shows as lost too (stock PHP does the same for
# `$a->self = $a`), and several remain through zvals true_async holds
# (an exception kept as a coroutine's outcome whose trace holds the
# coroutine...). The list it prints is the work left.
#   tools/valgrind-leaks.sh [more run-tests.php arguments or test paths]
set -uo pipefail
cd "$(dirname "$0")/.."
RT=/usr/lib/php/20220829/build/run-tests.php
export NO_INTERACTION=1 TEST_PHP_EXECUTABLE
TEST_PHP_EXECUTABLE=$(command -v php)
skip="*/sh,*/dash,*/bash,*/sleep,*/cat,*/echo,*/env,*/kill,*/true,*/false,*/python3*"
if [ $# -gt 0 ]; then
  vg_set=("$@")
else
  # shellcheck source=tools/valgrind-selection.sh
  . tools/valgrind-selection.sh
fi
run_dir=${TA_RUN_DIR:-$(mktemp -d /tmp/true_async-leaks.XXXXXX)}
so=$run_dir/module/true_async.so
mkdir -p "${so%/*}"
strip --strip-debug -o "$so" modules/true_async.so
VALGRIND_OPTS="--max-stackframe=65536 --leak-check=full --show-leak-kinds=definite --errors-for-leak-kinds=definite --suppressions=$PWD/tools/valgrind.supp --trace-children-skip=$skip --trace-children-skip-by-arg=*http_server.inc*" \
  USE_ZEND_ALLOC=0 php "$RT" -q --no-color -m -n -d "extension=$so" -j2 "${vg_set[@]}" > "$run_dir/leaks.log" 2>&1
tr '\r' '\n' < "$run_dir/leaks.log" | grep -aoE '^(LEAK|FAIL) .*\[php-tests/[^]]*\]' | sed -E 's/^(LEAK|FAIL) .*\[(.*)\]/\1 \2/' | sort -u
grep -aE '^Tests (passed|failed|leaked)' "$run_dir/leaks.log"
