#!/usr/bin/env bash
# A private PostgreSQL server for the tests in php-tests/pgsql and the
# benchmarks: its own data directory, unix socket directory and log under
# $TA_PGSQL_DIR (/tmp/true_async-postgres), TCP on 127.0.0.1:$TA_PGSQL_PORT
# (54321), user ta / password ta, database ta_test. It never touches a
# system cluster (/var/lib/postgresql, /run/postgresql, port 5432,
# systemd, pg_ctlcluster), which may or may not be running.
#
# PostgreSQL refuses to run as root: run as root (CI on a fresh machine),
# every server command runs as the `postgres` system user the package
# creates, and the directory belongs to that user.
#
# Usage: tools/postgres.sh start|stop|status|env
#   start   initialise the data directory if missing (initdb), start the
#           server and wait until user ta can run a query over TCP; a
#           no-op when already running
#   stop    shut the server down (fast mode: open sessions are ended) and
#           wait
#   status  exit status 0 when running and answering, 1 otherwise
#   env     print export lines for TA_PGSQL_CONNSTR, TA_PGSQL_DSN,
#           TA_PGSQL_USER, TA_PGSQL_PASS, TA_PGSQL_SOCKET_DIR
#           (eval "$(tools/postgres.sh env)")
# Each prints one line on success; errors go to stderr with the log's tail.
set -euo pipefail

DIR=${TA_PGSQL_DIR:-/tmp/true_async-postgres}
PORT=${TA_PGSQL_PORT:-54321}
USER_=ta
PASS=ta
DB=ta_test
DATA=$DIR/data
LOG=$DIR/server.log
WAIT=${TA_PGSQL_WAIT:-60} # seconds, for start and for stop

LABEL=postgres
. "$(dirname "$0")/server-common.sh"

# The newest installed server's binaries (the `postgresql` package).
BIN=""
for d in /usr/lib/postgresql/*/bin; do
  [ -x "$d/pg_ctl" ] && BIN=$d
done

# Runs a server command as the user that owns the cluster: `postgres` when
# we are root, else ourselves. From the data directory's parent, which
# that user can read (pg_ctl and initdb look up the current directory).
as_owner() {
  if [ "$(id -u)" = 0 ]; then
    (cd "$DIR" && runuser -u postgres -- "$@")
  else
    (cd "$DIR" && "$@")
  fi
}

need_bin() {
  [ -n "$BIN" ] || die "PostgreSQL server binaries not found in /usr/lib/postgresql/*/bin (apt-get install postgresql)"
  if [ "$(id -u)" = 0 ] && ! id postgres >/dev/null 2>&1; then
    die "running as root needs the postgres system user (apt-get install postgresql creates it)"
  fi
}

# User ta can log in over TCP (password) and use the test database.
answers() {
  [ -n "$BIN" ] || return 1
  PGPASSWORD=$PASS PGCONNECT_TIMEOUT=2 "$BIN/psql" -X -q -h 127.0.0.1 -p "$PORT" -U "$USER_" \
    -d "$DB" -Atc 'SELECT 1' >/dev/null 2>&1
}

# The postmaster's pid when it runs from our data directory, else nothing.
server_pid() { pid_from_file "$DATA/postmaster.pid" postgres; }

describe() {
  echo "postgres: running, pid $(server_pid), 127.0.0.1:$PORT and $DIR/.s.PGSQL.$PORT, user $USER_/$PASS, database $DB"
}

init_datadir() {
  mkdir -p "$DIR"
  [ "$(id -u)" != 0 ] || chown postgres: "$DIR"
  # Initialised aside and renamed: an interrupted run leaves no half-made
  # data directory behind.
  rm -rf "$DATA.new"
  as_owner sh -c "umask 077; echo postgres > '$DIR/pwfile'"
  if ! as_owner "$BIN/initdb" -D "$DATA.new" -U postgres --auth-local=trust \
      --auth-host=scram-sha-256 --pwfile="$DIR/pwfile" -E UTF8 --no-locale \
      > "$DIR/initdb.log" 2>&1; then
    tail -n 20 "$DIR/initdb.log" >&2
    die "initdb failed (log: $DIR/initdb.log)"
  fi
  mv "$DATA.new" "$DATA"
}

# Role ta and database ta_test, made over the unix socket as the
# superuser (local connections are trusted): idempotent.
provision() {
  local psql=("$BIN/psql" -X -q -h "$DIR" -p "$PORT" -U postgres -d postgres -v ON_ERROR_STOP=1)
  as_owner "${psql[@]}" -c "DO \$\$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '$USER_') THEN CREATE ROLE $USER_ LOGIN PASSWORD '$PASS'; END IF; END \$\$;" \
    >> "$LOG" 2>&1 || die "cannot create role $USER_"
  if [ -z "$(as_owner "${psql[@]}" -Atc "SELECT 1 FROM pg_database WHERE datname = '$DB'")" ]; then
    as_owner "${psql[@]}" -c "CREATE DATABASE $DB OWNER $USER_" >> "$LOG" 2>&1 \
      || die "cannot create database $DB"
  fi
}

start() {
  local pid i
  need_bin
  pid=$(server_pid)
  if [ -n "$pid" ]; then
    for ((i = 0; i < WAIT * 5; i++)); do
      answers && { describe; return 0; }
      sleep 0.2
    done
    die "postgres (pid $pid) is running but does not answer on 127.0.0.1:$PORT"
  fi
  [ -d "$DATA" ] || init_datadir
  [ "$(id -u)" != 0 ] || chown -R postgres: "$DIR"
  # A stale pid file of a killed server (no process behind it) would make
  # pg_ctl refuse to start.
  rm -f "$DATA/postmaster.pid"
  # pg_ctl puts the postmaster in a session of its own (no signal to this
  # script's process group reaches it). fsync off: a test server.
  if ! as_owner "$BIN/pg_ctl" -D "$DATA" -l "$LOG" -w -t "$WAIT" -o "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=400" start \
      > /dev/null 2>&1; then
    die "pg_ctl start failed"
  fi
  provision
  for ((i = 0; i < WAIT * 5; i++)); do
    if answers; then
      describe
      return 0
    fi
    sleep 0.2
  done
  die "postgres did not answer on 127.0.0.1:$PORT within ${WAIT}s"
}

stop() {
  local pid
  pid=$(server_pid)
  if [ -z "$pid" ]; then
    echo "postgres: not running"
    return 0
  fi
  need_bin
  as_owner "$BIN/pg_ctl" -D "$DATA" -m fast -w -t "$WAIT" stop > /dev/null 2>&1 \
    || die "postgres (pid $pid) did not stop within ${WAIT}s"
  echo "postgres: stopped (pid $pid)"
}

env_lines() {
  echo "export TA_PGSQL_CONNSTR='host=127.0.0.1 port=$PORT dbname=$DB user=$USER_ password=$PASS'"
  echo "export TA_PGSQL_DSN='pgsql:host=127.0.0.1;port=$PORT;dbname=$DB'"
  echo "export TA_PGSQL_USER='$USER_' TA_PGSQL_PASS='$PASS' TA_PGSQL_SOCKET_DIR='$DIR'"
}

server_main "$@"
