#!/usr/bin/env bash
# One command on a fresh Debian 12 machine: install what the build needs,
# build and install the extension (phpize + cargo), enable it, run the demo.
set -euo pipefail
cd "$(dirname "$0")"

need=()
command -v php >/dev/null || need+=(php8.2-cli)
command -v php-config >/dev/null || need+=(php8.2-dev)
[ -e /usr/lib/llvm-14/lib/libclang.so ] || ls /usr/lib/x86_64-linux-gnu/libclang*.so* >/dev/null 2>&1 || need+=(libclang-dev clang)
command -v valgrind >/dev/null || need+=(valgrind)
command -v pgrep >/dev/null || need+=(procps)
command -v python3 >/dev/null || need+=(python3)
# fincore: the plain-file tests check that the page cache was really dropped.
command -v fincore >/dev/null || need+=(util-linux-extra)
# composer: run-tests.sh validates composer.json (the PIE package) with it.
command -v composer >/dev/null || need+=(composer)
# MariaDB and pdo_mysql/mysqli: php-tests/mysql and examples/mysql.php talk
# to a private server that tools/mariadb.sh runs (started by run-tests.sh):
# its own datadir, socket and port, no option file. A system server the
# package may start (port 3306, /run/mysqld) is left alone and does not
# matter to it.
[ -x /usr/sbin/mariadbd ] && command -v mariadb-install-db >/dev/null || need+=(mariadb-server)
[ -e /usr/lib/php/20220829/pdo_mysql.so ] && [ -e /usr/lib/php/20220829/mysqli.so ] || need+=(php8.2-mysql)
# PostgreSQL, Redis, and the PHP extensions that talk to them and to HTTP
# servers: php-tests/pgsql, php-tests/redis and php-tests/curl run against
# private servers that tools/postgres.sh and tools/redis.sh run (started by
# run-tests.sh), each with its own directory and port. A system server the
# packages may start is left alone.
ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1 || need+=(postgresql)
command -v redis-server >/dev/null && command -v redis-cli >/dev/null || need+=(redis-server)
[ -e /usr/lib/php/20220829/curl.so ] || need+=(php8.2-curl)
[ -e /usr/lib/php/20220829/pgsql.so ] && [ -e /usr/lib/php/20220829/pdo_pgsql.so ] || need+=(php8.2-pgsql)
[ -e /usr/lib/php/20220829/redis.so ] || need+=(php8.2-redis)
# Xdebug: the observer tests load it themselves (-d zend_extension=...).
new_xdebug=""
[ -e /usr/lib/php/20220829/xdebug.so ] || { need+=(php8.2-xdebug); new_xdebug=1; }
if [ ${#need[@]} -gt 0 ]; then
  echo ">> installing: ${need[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q
  apt-get install -y -q "${need[@]}" libclang-dev clang
  # Debian's package turns Xdebug on for every PHP run; one we installed
  # stays off unless a run asks for it.
  [ -z "$new_xdebug" ] || phpdismod xdebug
fi
command -v cargo >/dev/null || { echo "cargo is required (rustup)"; exit 1; }

echo ">> building true_async"
if [ ! -f Makefile ] || [ config.m4 -nt configure ] || [ Makefile.frag -nt Makefile ]; then
  phpize >/dev/null
  ./configure --enable-true_async >/dev/null
fi
make -s
make -s install

ini_dir=$(php -r 'echo PHP_CONFIG_FILE_SCAN_DIR;')
if [ -n "$ini_dir" ] && [ -w "$ini_dir" ]; then
  echo "extension=true_async" > "$ini_dir/20-true_async.ini"
fi
# No pipe into head here: php can die of SIGPIPE when head exits first, and
# pipefail would then fail the whole setup.
php --ri true_async

if [ "${1:-}" != "--no-demo" ]; then
  echo ">> demo: examples/demo.php"
  php examples/demo.php
  echo ">> demo: examples/crawler.php (Scope, TaskGroup, Context, a timeout)"
  php examples/crawler.php
fi
