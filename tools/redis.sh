#!/usr/bin/env bash
# A private Redis server for the tests in php-tests/redis: its own
# directory, unix socket, pid file and log under $TA_REDIS_DIR
# (/tmp/true_async-redis), TCP on 127.0.0.1:$TA_REDIS_PORT (63791), no
# persistence. It reads no config file and never touches a system server
# (port 6379, /etc/redis, systemd), which may or may not be running.
#
# Usage: tools/redis.sh start|stop|status|env
#   start   start redis-server in the background and wait until it answers
#           PING; a no-op when already running
#   stop    shut the server down (SHUTDOWN NOSAVE, else SIGTERM) and wait
#   status  exit status 0 when running and answering, 1 otherwise
#   env     print export lines for TA_REDIS_HOST, TA_REDIS_PORT,
#           TA_REDIS_SOCKET (eval "$(tools/redis.sh env)")
# Each prints one line on success; errors go to stderr with the log's tail.
set -euo pipefail

DIR=${TA_REDIS_DIR:-/tmp/true_async-redis}
PORT=${TA_REDIS_PORT:-63791}
SOCK=$DIR/redis.sock
PIDF=$DIR/redis.pid
LOG=$DIR/redis.log
WAIT=${TA_REDIS_WAIT:-30} # seconds, for start and for stop

LABEL=redis
. "$(dirname "$0")/server-common.sh"

# The pid of our redis-server when it is alive, else nothing. A stale pid
# file is removed.
server_pid() { pid_from_file "$PIDF" redis-server remove; }

answers() {
  [ "$(timeout 3 redis-cli -h 127.0.0.1 -p "$PORT" ping 2>/dev/null || true)" = PONG ]
}

describe() {
  echo "redis: running, pid $(server_pid), 127.0.0.1:$PORT and $SOCK"
}

start() {
  local pid i
  pid=$(server_pid)
  if [ -n "$pid" ]; then
    for ((i = 0; i < WAIT * 5; i++)); do
      answers && { describe; return 0; }
      sleep 0.2
    done
    die "redis-server (pid $pid) is running but does not answer on 127.0.0.1:$PORT"
  fi
  command -v redis-server >/dev/null || die "redis-server not found (apt-get install redis-server)"
  command -v redis-cli >/dev/null || die "redis-cli not found (apt-get install redis-tools)"
  mkdir -p "$DIR"
  rm -f "$SOCK"
  # setsid: the server leaves this script's process group, so a test that
  # signals its group or a Ctrl-C in the terminal does not reach it.
  setsid redis-server --bind 127.0.0.1 --port "$PORT" --unixsocket "$SOCK" \
    --unixsocketperm 700 --dir "$DIR" --save '' --appendonly no --protected-mode yes \
    --daemonize no --pidfile "$PIDF" --logfile "$LOG" --maxclients 1000 \
    < /dev/null > /dev/null 2>&1 &
  local child=$!
  for ((i = 0; i < WAIT * 5; i++)); do
    if answers; then
      describe
      return 0
    fi
    kill -0 "$child" 2>/dev/null || die "redis-server exited while starting"
    sleep 0.2
  done
  die "redis-server did not answer on 127.0.0.1:$PORT within ${WAIT}s"
}

stop() {
  local pid i
  pid=$(server_pid)
  if [ -z "$pid" ]; then
    echo "redis: not running"
    return 0
  fi
  timeout 5 redis-cli -h 127.0.0.1 -p "$PORT" shutdown nosave > /dev/null 2>&1 || kill -TERM "$pid" 2>/dev/null || true
  for ((i = 0; i < WAIT * 5; i++)); do
    if ! kill -0 "$pid" 2>/dev/null; then
      rm -f "$PIDF"
      echo "redis: stopped (pid $pid)"
      return 0
    fi
    sleep 0.2
  done
  die "redis-server (pid $pid) did not stop within ${WAIT}s"
}

env_lines() {
  echo "export TA_REDIS_HOST='127.0.0.1' TA_REDIS_PORT='$PORT' TA_REDIS_SOCKET='$SOCK'"
}

server_main "$@"
