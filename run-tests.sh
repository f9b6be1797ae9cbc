#!/usr/bin/env bash
# Every test: formatting and lints, the layer rules of the tree
# (tools/check-layers.py), the core's cargo unit tests, examples/mysql.php,
# examples/pool_mysql.php, and the mysql, pgsql and redis tests against a
# private MariaDB, PostgreSQL and Redis (tools/mariadb.sh, tools/postgres.sh,
# tools/redis.sh: started here and stopped at the end), the phpt
# suite through PHP's own run-tests.php with --repeat 2, the phpt suite again
# with OPcache and the tracing JIT on (as production PHP runs), PHP's own
# tests without and with the extension (tools/stock-compare.sh), the suite
# with Xdebug loaded (coverage and debug), a 30 s soak
# (bench/soak.php: RSS must stay flat), then the
# phpt suite under valgrind (the library dirs by a smoke set, the
# structured-API dirs by their abnormal-release tests; a failed test
# gets one more run: what fails twice counts, and so does any leak). Before
# the phpt runs: composer validate, and the release tarball built offline
# (tools/check-dist.sh).
# While iterating, TA_SKIP_VALGRIND=1, TA_SKIP_JIT=1, TA_SKIP_XDEBUG=1,
# TA_SKIP_SOAK=1, TA_SKIP_STOCK=1 and TA_SKIP_DIST=1 skip those parts.
# Builds first if needed.
set -euo pipefail
cd "$(dirname "$0")"
# Each stage's heading carries the minutes:seconds since the start: CI has
# a time budget, and this shows where it goes.
stage() { printf '>> [%d:%02d] %s\n' $((SECONDS / 60)) $((SECONDS % 60)) "$*"; }
[ -f modules/true_async.so ] || ./setup.sh --no-demo
# Makefile.frag is pasted into the Makefile by configure.
if [ Makefile.frag -nt Makefile ]; then
  ./configure --enable-true_async >/dev/null
fi
make -s
# Logs and the valgrind copy of the module go to a directory of this run's
# own: two runs on one machine (a helper's and CI's) must not overwrite
# each other's files. Kept after the run for reading; TA_RUN_DIR picks it.
run_dir=${TA_RUN_DIR:-$(mktemp -d /tmp/true_async-run.XXXXXX)}
mkdir -p "$run_dir"
echo "logs: $run_dir"

# ---- the zend_async native test extension (php-tests/native) ----------
# The zend_async headers go next to PHP's (make install-headers), and
# php-tests/native/ext is built against those installed headers with
# phpize, as a TrueAsync extension would be. It is rebuilt from scratch
# when the installed headers are newer than it. A failed build stops the
# whole run here: the native tests would otherwise only skip.
stage "zend_async headers, php-tests/native/ext (phpize against the installed headers)"
make -s install-headers >/dev/null
native_build() {
  local log=$run_dir/native-build.log
  (
    cd php-tests/native/ext
    if [ ! -f Makefile ] || [ config.m4 -nt configure ]; then
      phpize && ./configure
    fi
    so=modules/async_native_test.so
    hdrs=$(php-config --include-dir)/ext/true_async
    if [ -f "$so" ] && [ -n "$(find "$hdrs" -newer "$so")" ]; then
      make clean
    fi
    make
  ) >"$log" 2>&1 || { tail -n 30 "$log"; echo "php-tests/native/ext: build failed (log: $log)"; return 1; }
}
native_build || exit 1
# ---- end of the native test extension ------------------------------------

stage "cargo fmt --check, cargo clippy -D warnings"
cargo fmt --check
cargo clippy --release --all-targets -q -- -D warnings

stage "layers, file sizes, comments (tools/check-layers.py)"
python3 tools/check-layers.py

stage "cargo test (src/core)"
cargo test --release --lib 2>&1 | tail -n 3

# ---- the PIE package and the release tarball ----------------------------
# composer validate: --no-check-publish because Debian 12's Composer (2.5.5)
# predates the php-ext section PIE reads (Composer 2.7 added it to its
# schema) and calls it an unknown property; php-tests/dist/001 checks that
# section against PIE's rules instead. --no-check-version: composer.json
# states the version on purpose (the same test holds it equal to
# Cargo.toml's); Composer then refuses a release tag that says otherwise.
stage "package: composer validate (composer.json, the PIE package)"
package_failed=0
composer validate --no-interaction --strict --no-check-publish --no-check-version || package_failed=1

# The release tarball (scripts/dist.sh), unpacked and built offline, its
# module loaded and examples/demo.php run (tools/check-dist.sh).
if [ "${TA_SKIP_DIST:-}" = "" ]; then
  stage "release tarball: scripts/dist.sh, then an offline build of the unpacked tarball (tools/check-dist.sh)"
  tools/check-dist.sh || package_failed=$((package_failed + 1))
fi
# ---- end of the package and the tarball ----------------------------------

stage "servers: MariaDB (tools/mariadb.sh), PostgreSQL (tools/postgres.sh), Redis (tools/redis.sh)"
# A server this run starts is stopped when it ends, however it ends; one
# that was already running is left running. TA_*_REQUIRED: the tests that
# need a server fail instead of skipping when it does not answer.
started_servers=()
stop_servers() {
  local s
  for s in "${started_servers[@]}"; do
    "tools/$s.sh" stop || true
  done
}
trap stop_servers EXIT
for s in mariadb postgres redis; do
  if ! "tools/$s.sh" status >/dev/null 2>&1; then
    started_servers+=("$s")
    "tools/$s.sh" start
  else
    "tools/$s.sh" status
  fi
  eval "$("tools/$s.sh" env)"
done
export TA_MYSQL_REQUIRED=1 TA_PGSQL_REQUIRED=1 TA_REDIS_REQUIRED=1

stage "examples/mysql.php, examples/pool_mysql.php"
mysql_ext=(-d extension=mysqlnd -d extension=pdo -d extension=pdo_mysql)
example_failed=0
php -n -d "extension=$PWD/modules/true_async.so" "${mysql_ext[@]}" examples/mysql.php || example_failed=1
# Alone on the server (before the suite connects): its Threads_connected
# check sees only the pool's connections.
php -n -d "extension=$PWD/modules/true_async.so" "${mysql_ext[@]}" examples/pool_mysql.php || example_failed=$((example_failed + 1))

# The failed tests of run-tests.php log $1, each with the first lines of
# its diff (run-tests.php leaves NAME.diff beside a failed NAME.phpt), so
# a failure on CI's machine says what it was. Progress lines end in a
# carriage return and carry colours: both go before matching.
report_failures() {
  local t
  { tr '\r' '\n' < "$1" | sed 's/\x1b\[[0-9;]*m//g' | grep -aE '^FAIL ' || true; } |
    { grep -aoE '\[php-tests/[^]]*\.phpt\]' || true; } | tr -d '[]' | sort -u | head -n 20 |
    while IFS= read -r t; do
      echo "FAIL $t"
      [ -f "${t%.phpt}.diff" ] && head -n 15 "${t%.phpt}.diff" | sed 's/^/    /'
    done
}

stage "phpt (run-tests.php --repeat 2)"
RT=/usr/lib/php/20220829/build/run-tests.php
export NO_INTERACTION=1 REPORT_EXIT_STATUS=1
# run-tests.php first probes which extensions load: it dl()s every .so in
# extension_dir. Debian's xdebug.so aborts at the end of a request that
# dl()ed it ("corrupted double-linked list", about 1 run in 2, with or
# without true_async: `php -n` with only xdebug.so in extension_dir does it).
# The probe's list is printed before that, so the line is noise, not a test.
php "$RT" -q -n -d "extension=$PWD/modules/true_async.so" --repeat 2 --show-diff -j2 php-tests | tee "$run_dir/phpt.log" | tail -n 25
failed=$(grep -E "^Tests failed" "$run_dir/phpt.log" | awk '{print $4}')
failed=$(( ${failed:-0} + example_failed + package_failed ))
passed=$(grep -E "^Tests passed" "$run_dir/phpt.log" | awk '{print $4}')

if [ "${TA_SKIP_JIT:-}" = "" ]; then
  stage "phpt with OPcache and the tracing JIT"
  # Hot thresholds of 1: the short test scripts get traced and compiled too.
  php "$RT" -q -n -d zend_extension=opcache -d opcache.enable_cli=1 -d opcache.jit=tracing \
    -d opcache.jit_buffer_size=64M -d opcache.jit_hot_loop=1 -d opcache.jit_hot_func=1 \
    -d opcache.jit_hot_return=1 -d opcache.jit_hot_side_exit=1 \
    -d "extension=$PWD/modules/true_async.so" --show-diff -j2 php-tests \
    > "$run_dir/jit.log" 2>&1 || true
  grep -E "^Tests (passed|failed)" "$run_dir/jit.log"
  jfailed=$(grep -E "^Tests failed" "$run_dir/jit.log" | awk '{print $4}')
  if [ "${jfailed:-1}" != "0" ]; then
    report_failures "$run_dir/jit.log"
    failed=$(( ${failed:-0} + ${jfailed:-1} ))
  fi
fi

if [ "${TA_SKIP_XDEBUG:-}" = "" ]; then
  # Xdebug observes fiber switches and replaces zend_execute_ex: coroutines
  # must be seen switching (their own fiber contexts) and get stacks deep
  # enough for a C frame per PHP call. The coroutine-heavy part of the suite
  # runs with Xdebug loaded in coverage and debug modes (no client connects:
  # debug waits for a trigger). The mode goes in XDEBUG_MODE because
  # run-tests.php appends xdebug.mode=off after any -d. Develop mode
  # rewrites var_dump()'s output, so the suite's expectations cannot hold
  # there: observers/ runs coroutine scripts under develop (and the other
  # modes) in child processes with expectations of their own.
  XDEBUG_SO=/usr/lib/php/20220829/xdebug.so
  if [ -e "$XDEBUG_SO" ]; then
    stage "phpt with Xdebug (XDEBUG_MODE=coverage,debug)"
    XDEBUG_MODE=coverage,debug php "$RT" -q -n -d "zend_extension=$XDEBUG_SO" \
      -d "extension=$PWD/modules/true_async.so" --show-diff -j2 php-tests/spawn php-tests/await \
      php-tests/await_many php-tests/coroutine php-tests/cancel php-tests/suspend php-tests/future \
      php-tests/deadlock php-tests/shutdown php-tests/observers php-tests/interop \
      > "$run_dir/xdebug.log" 2>&1 || true
    grep -E "^Tests (passed|failed)" "$run_dir/xdebug.log"
    xfailed=$(grep -E "^Tests failed" "$run_dir/xdebug.log" | awk '{print $4}')
    if [ "${xfailed:-1}" != "0" ]; then
      report_failures "$run_dir/xdebug.log"
      failed=$(( ${failed:-0} + ${xfailed:-1} ))
    fi
  else
    stage "Xdebug not installed ($XDEBUG_SO): its run is skipped (setup.sh installs php8.2-xdebug)"
  fi
fi

if [ "${TA_SKIP_SOAK:-}" = "" ]; then
  stage "soak: 30 s of spawn/await/delay/timeout/cancel/echo/file watch, RSS growth < 2%"
  if ! php -n -d "extension=$PWD/modules/true_async.so" bench/soak.php 30; then
    failed=$(( ${failed:-0} + 1 ))
  fi
fi

if [ "${TA_SKIP_STOCK:-}" = "" ]; then
  stage "PHP's own tests without and with the extension"
  if ! tools/stock-compare.sh "$PWD/modules/true_async.so"; then
    failed=$(( ${failed:-0} + 1 ))
  fi
fi

if [ "${TA_SKIP_VALGRIND:-}" = "" ]; then
  stage "phpt under valgrind (USE_ZEND_ALLOC=0)"
  # --max-stackframe: a switch between a coroutine's stack and a Fiber's
  # stack less than 2 MB away otherwise looks like a huge stack frame to
  # valgrind, which then reports uninitialised reads in jump_fcontext.
  # run-tests.php passes --trace-children=yes, so every child a test starts
  # ran under valgrind too: each shell, sleep and cat of the pipes tests and
  # the PHP web server every curl test starts (its fixture, not its subject)
  # paid valgrind's start-up (~2.5 s) and ran 20-50x slower, which cost
  # minutes and made timing-sensitive tests fail. Those children now run
  # natively (--trace-children-skip*); PHP children that are the subject of
  # a test (shutdown, exit codes, faults) are still traced.
  vg_skip="*/sh,*/dash,*/bash,*/sleep,*/cat,*/echo,*/env,*/kill,*/true,*/false,*/python3*"
  # Every PHP process valgrind starts reads the debug info of every
  # object it loads: the extension's (about 16 MB of it) cost 0.3 s of
  # the 2.3 s each test's start-up takes under valgrind. The first run
  # uses a copy without it (what valgrind checks is unchanged); the re-run
  # of failures uses the real module, so what it reports has file:line.
  # (Same file name: tests find the module in /proc/self/maps by it.)
  vg_so=$run_dir/valgrind/true_async.so
  mkdir -p "${vg_so%/*}"
  strip --strip-debug -o "$vg_so" modules/true_async.so
  vg_run() {
    VALGRIND_OPTS="--max-stackframe=65536 --trace-children-skip=$vg_skip --trace-children-skip-by-arg=*http_server.inc*" \
      USE_ZEND_ALLOC=0 \
      php "$RT" -q --no-color -m -n -d "extension=${vg_module:-$vg_so}" -j2 "$@" || true
  }
  # A run's summary count ($2: failed, leaked) from its log $1, empty if
  # run-tests.php did not get as far as its summary.
  vg_count() { { grep -aE "^Tests $2" "$1" || true; } | awk '{print $4}'; }
  # Log $1's result lines (progress output before them ends in a carriage
  # return; colours, had there been any, go) that begin with one of $2.
  vg_results() {
    { tr '\r' '\n' < "$1" | sed 's/\x1b\[[0-9;]*m//g' | grep -aE "^($2)" || true; }
  }
  # The test files that FAILED (leaks are counted apart; a test that both
  # leaked and failed counts as leaked) in log $1, one per line. Result
  # lines end with "[php-tests/....phpt]".
  vg_failed_files() {
    vg_results "$1" 'FAIL ' | { grep -aoE '\[php-tests/[^]]*\.phpt\]' || true; } | tr -d '[]' | sort -u
  }
  # The selection (whole core dirs, the structured-API dirs' abnormal
  # release paths, no library dirs) is shared with tools/valgrind-leaks.sh.
  # shellcheck source=tools/valgrind-selection.sh
  . tools/valgrind-selection.sh
  # Each library dir keeps the tests that drive its hook's C side hardest:
  # overlap, cancellation mid-operation, a server that goes away.
  vg_lib_smoke=(
    curl/001-curl-exec-overlap curl/006-cancel-mid-transfer curl/012-server-goes-away
    mysql/001-concurrent-sleeps-overlap mysql/006-cancel-mid-query mysql/007-server-kills
    pgsql/001-pg-query-overlap pgsql/002-pdo-overlap pgsql/009-cancel-query-pdo pgsql/012-server-goes-away
    redis/001-blpop-overlap redis/003-cancel-mid-blpop
  )
  for t in "${vg_lib_smoke[@]}"; do
    [ -f "php-tests/$t.phpt" ] || { echo "valgrind smoke test php-tests/$t.phpt is missing"; exit 1; }
    vg_set+=("php-tests/$t.phpt")
  done
  vg_run "${vg_set[@]}" > "$run_dir/valgrind.log" 2>&1
  grep -aE "^Tests (passed|failed|leaked)" "$run_dir/valgrind.log" || true
  vfailed=$(vg_count "$run_dir/valgrind.log" failed)
  vleaked=$(vg_count "$run_dir/valgrind.log" leaked)
  vfailed=${vfailed:-1} # no summary: the run itself broke
  vleaked=${vleaked:-0}
  rerun=$(vg_failed_files "$run_dir/valgrind.log")
  flog=$run_dir/valgrind.log # where the failures that count are
  if [ "$vfailed" != "0" ] && [ -n "$rerun" ]; then
    # Valgrind makes everything 20-50x slower, on a shared machine: a test
    # whose output rests on timing can fail once. Its failures get one more
    # run; what fails again, or leaks in either run, counts.
    # shellcheck disable=SC2086 # one test file per word
    vg_module=$PWD/modules/true_async.so vg_run $rerun > "$run_dir/valgrind-rerun.log" 2>&1
    flog=$run_dir/valgrind-rerun.log
    still=$(vg_failed_files "$run_dir/valgrind-rerun.log")
    rleaked=$(vg_count "$run_dir/valgrind-rerun.log" leaked)
    rfailed=$(vg_count "$run_dir/valgrind-rerun.log" failed)
    nrerun=$(printf '%s\n' "$rerun" | grep -c . || true)
    nstill=$(printf '%s\n' "$still" | grep -c . || true)
    # No summary from the re-run: all of them still count as failing.
    [ -n "$rfailed" ] || nstill=$nrerun
    echo "re-run under valgrind: $nrerun timing-sensitive failures re-run, $nstill still failing"
    printf '%s\n' "$rerun" | while read -r t; do
      if [ -z "$rfailed" ] || printf '%s\n' "$still" | grep -qxF "$t"; then
        echo "  still failing: $t"
      else
        echo "  no longer fails: $t"
      fi
    done
    if [ -n "$rleaked" ] && [ "$rleaked" != "0" ]; then
      echo "  leaked on re-run: $rleaked"
      vg_results "$run_dir/valgrind-rerun.log" 'LEAK[& ]' | sed 's/^/  /'
    fi
    # Failures the run counted but no FAIL line named stay counted.
    vfailed=$(( nstill + vfailed - nrerun ))
    [ "$vfailed" -ge "$nstill" ] || vfailed=$nstill
    vleaked=$(( vleaked + ${rleaked:-0} ))
  fi
  if [ "$vfailed" != "0" ] || [ "$vleaked" != "0" ]; then
    { vg_results "$run_dir/valgrind.log" 'LEAK[& ]|BORK '; vg_results "$flog" 'FAIL '; } | tail -n 20
    failed=$(( ${failed:-0} + vfailed + vleaked ))
  fi
fi

stage "done"
echo "${passed:-0} passed, ${failed:-0} failed"
[ "${failed:-0}" = "0" ] && [ "${passed:-0}" != "0" ]
