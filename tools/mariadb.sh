#!/usr/bin/env bash
# A private MariaDB server for the tests in php-tests/mysql and the examples:
# its own data directory, unix socket, pid file and log under
# $TA_MYSQL_DIR (/tmp/true_async-mariadb), TCP on 127.0.0.1:$TA_MYSQL_PORT
# (33061), user ta / password ta, database ta_test. It reads no option file
# (--no-defaults) and never touches the system server (/var/lib/mysql,
# /run/mysqld, port 3306, systemd), which may or may not be running.
#
# Usage: tools/mariadb.sh start|stop|status|env
#   start   initialise the data directory if missing (mariadb-install-db),
#           start mariadbd in the background and wait until user ta can run
#           a query over TCP; a no-op when already running
#   stop    shut the server down (SIGTERM: a clean shutdown) and wait
#   status  exit status 0 when running and answering, 1 otherwise
#   env     print export lines for TA_MYSQL_DSN, TA_MYSQL_USER, TA_MYSQL_PASS
#           (eval "$(tools/mariadb.sh env)")
# Each prints one line on success; errors go to stderr with the log's tail.
set -euo pipefail

DIR=${TA_MYSQL_DIR:-/tmp/true_async-mariadb}
PORT=${TA_MYSQL_PORT:-33061}
USER_=ta
PASS=ta
DB=ta_test
DATA=$DIR/data
SOCK=$DIR/mysqld.sock
PIDF=$DIR/mysqld.pid
LOG=$DIR/error.log
WAIT=${TA_MYSQL_WAIT:-60} # seconds, for start and for stop

LABEL=mariadb
. "$(dirname "$0")/server-common.sh"

# The pid of our mariadbd when it is alive (the pid file's process is a
# mariadbd), else nothing. A stale pid file is removed.
server_pid() { pid_from_file "$PIDF" mariadbd remove; }

# User ta can log in over TCP and use the test database.
answers() {
  mariadb --no-defaults --protocol=tcp -h 127.0.0.1 -P "$PORT" -u "$USER_" -p"$PASS" \
    --connect-timeout=2 -N -e 'SELECT 1' "$DB" >/dev/null 2>&1
}

describe() {
  echo "mariadb: running, pid $(server_pid), 127.0.0.1:$PORT and $SOCK, user $USER_/$PASS, database $DB"
}

init_datadir() {
  command -v mariadb-install-db >/dev/null || die "mariadb-install-db not found (apt-get install mariadb-server)"
  mkdir -p "$DIR"
  # Initialised aside and renamed: an interrupted run leaves no half-made
  # data directory behind.
  rm -rf "$DATA.new"
  if ! mariadb-install-db --no-defaults --user="$(id -un)" --datadir="$DATA.new" \
      --auth-root-authentication-method=socket --skip-test-db --skip-name-resolve \
      > "$DIR/install-db.log" 2>&1; then
    tail -n 20 "$DIR/install-db.log" >&2
    die "mariadb-install-db failed (log: $DIR/install-db.log)"
  fi
  mv "$DATA.new" "$DATA"
}

start() {
  local pid i
  pid=$(server_pid)
  if [ -n "$pid" ]; then
    for ((i = 0; i < WAIT * 5; i++)); do
      answers && { describe; return 0; }
      sleep 0.2
    done
    die "mariadbd (pid $pid) is running but does not answer on 127.0.0.1:$PORT"
  fi
  command -v mariadbd >/dev/null || [ -x /usr/sbin/mariadbd ] || die "mariadbd not found (apt-get install mariadb-server)"
  local bin
  bin=$(command -v mariadbd || echo /usr/sbin/mariadbd)
  [ -d "$DATA" ] || init_datadir
  rm -f "$SOCK" "$SOCK.lock"
  # Run by the server at every start, before it accepts connections (the
  # bootstrap of mariadb-install-db cannot create users): idempotent.
  cat > "$DIR/init.sql" <<SQL
CREATE DATABASE IF NOT EXISTS $DB;
CREATE USER IF NOT EXISTS '$USER_'@'localhost' IDENTIFIED BY '$PASS';
CREATE USER IF NOT EXISTS '$USER_'@'%' IDENTIFIED BY '$PASS';
GRANT ALL ON $DB.* TO '$USER_'@'localhost';
GRANT ALL ON $DB.* TO '$USER_'@'%';
-- The tests kill their own connections (KILL needs no privilege for one's
-- own threads) and look at the process list.
GRANT PROCESS, CONNECTION ADMIN ON *.* TO '$USER_'@'localhost';
GRANT PROCESS, CONNECTION ADMIN ON *.* TO '$USER_'@'%';
SQL
  # --user: mariadbd refuses to run as root without it. setsid: the server
  # leaves this script's process group, so a test that signals its group or
  # a Ctrl-C in the terminal does not reach it.
  setsid "$bin" --no-defaults --user="$(id -un)" --datadir="$DATA" \
    --bind-address=127.0.0.1 --port="$PORT" --socket="$SOCK" --pid-file="$PIDF" \
    --log-error="$LOG" --init-file="$DIR/init.sql" --skip-name-resolve --max-connections=1000 \
    --innodb-buffer-pool-size=64M --skip-log-bin \
    < /dev/null > /dev/null 2>&1 &
  local child=$!
  for ((i = 0; i < WAIT * 5; i++)); do
    if answers; then
      describe
      return 0
    fi
    kill -0 "$child" 2>/dev/null || die "mariadbd exited while starting"
    sleep 0.2
  done
  die "mariadbd did not answer on 127.0.0.1:$PORT within ${WAIT}s"
}

stop() {
  local pid i
  pid=$(server_pid)
  if [ -z "$pid" ]; then
    echo "mariadb: not running"
    return 0
  fi
  kill -TERM "$pid"
  for ((i = 0; i < WAIT * 5; i++)); do
    if ! kill -0 "$pid" 2>/dev/null; then
      echo "mariadb: stopped (pid $pid)"
      return 0
    fi
    sleep 0.2
  done
  die "mariadbd (pid $pid) did not stop within ${WAIT}s"
}

env_lines() {
  echo "export TA_MYSQL_DSN='mysql:host=127.0.0.1;port=$PORT;dbname=$DB'"
  echo "export TA_MYSQL_USER='$USER_' TA_MYSQL_PASS='$PASS' TA_MYSQL_SOCKET='$SOCK'"
}

server_main "$@"
