#!/usr/bin/env bash
# Loading the extension must not change a script that does not use it: runs
# PHP's own tests (fetched by tools/fetch-php-tests.sh) twice, without and
# with the extension, and compares each test's result. A difference fails,
# unless tools/stock-differences.txt lists the test with the reason.
# Usage: tools/stock-compare.sh [path/to/true_async.so]
set -euo pipefail
cd "$(dirname "$0")/.."
so=${1:-$PWD/modules/true_async.so}
src=$(tools/fetch-php-tests.sh | tail -n 1) || {
  echo "stock comparison: fetching PHP's own tests failed (tools/fetch-php-tests.sh)"; exit 1; }
RT=/usr/lib/php/20220829/build/run-tests.php
export NO_INTERACTION=1
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

dirs=(Zend/tests tests ext/standard/tests/general_functions ext/standard/tests/streams
      ext/standard/tests/network ext/pcntl/tests ext/posix/tests
      ext/sockets/tests)
paths=()
for d in "${dirs[@]}"; do [ -d "$src/$d" ] && paths+=("$src/$d"); done

run() { # $1: result file, then extra php args
  local res=$1; shift
  # setsid: a test that signals its process group must not reach this script.
  (cd "$src" && setsid php "$RT" -q --no-color -n "$@" -j2 -W "$res" "${paths[@]}" >"$res.log" 2>&1) || true
  # "STATUS<tab>path" lines, relative paths, sorted. WARNED is a pass whose
  # SKIPIF section warned (timing-dependent in pcntl's and sockets' tests):
  # a pass here.
  sed -e "s#$src/##" -e 's/^WARNED\t/PASSED\t/' "$res" | sort -k2 > "$res.sorted"
}
# One test's result, run alone ($1: test path, then extra php args).
alone() {
  local t=$1; shift
  (cd "$src" && setsid php "$RT" -q --no-color -n "$@" -W "$out/alone" "$t" </dev/null >/dev/null 2>&1) || true
  sed -e 's/^WARNED\t/PASSED\t/' "$out/alone" | awk '{print $1}'
}
run "$out/stock"
run "$out/ext" -d "extension=$so"

n=$(wc -l < "$out/stock.sorted")
if [ "$n" -lt 1000 ]; then
  echo "stock comparison: only $n results; the run broke:"; tail -n 20 "$out/stock.log"; exit 1
fi
known=$(grep -vE '^\s*(#|$)' tools/stock-differences.txt 2>/dev/null | awk '{print $1}' || true)
diffs=$(join -1 2 -2 2 -a 1 -a 2 -e MISSING -o 0,1.1,2.1 "$out/stock.sorted" "$out/ext.sorted" \
  | awk '$2 != $3')
unexplained=""
while read -r test a b; do
  [ -n "$test" ] || continue
  if grep -qxF "$test" <<<"$known"; then
    echo "  known difference: $test ($a without, $b with the extension)"
  elif r=$(alone "$test") && [ -n "$r" ] && [ "$r" = "$(alone "$test" -d "extension=$so")" ]; then
    # PHP's own tests share ports and timing under -j2: a difference that
    # is gone when the test runs alone, both ways, was the run, not us.
    echo "  not repeated when run alone (without and with the extension): $test ($a, $b under -j2)"
  else
    unexplained+="$test: $a without, $b with the extension"$'\n'
  fi
done <<<"$diffs"
echo "stock comparison: $n of PHP's own tests (php8.2 $(cat "$src/.complete")), run without and with the extension"
if [ -n "$unexplained" ]; then
  printf 'DIFFERENT:\n%s' "$unexplained"
  exit 1
fi
echo "stock comparison: same results"
