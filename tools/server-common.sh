# Sourced by tools/mariadb.sh, tools/postgres.sh and tools/redis.sh: what
# the three private test servers do alike. The script sets LABEL (the name
# its messages start with), LOG, and defines answers, describe, start,
# stop and env_lines before calling server_main "$@".

die() {
  echo "tools/$LABEL.sh: $*" >&2
  if [ -f "$LOG" ]; then
    echo "--- last lines of $LOG:" >&2
    tail -n 15 "$LOG" >&2
  fi
  exit 1
}

# The pid on the first line of pid file $1 when that process is alive and
# named $2, else nothing. With $3 = remove, a stale pid file is removed.
pid_from_file() {
  local pid
  [ -f "$1" ] || return 0
  pid=$(head -n 1 "$1" 2>/dev/null || true)
  if [ -n "$pid" ] && [ "$(cat "/proc/$pid/comm" 2>/dev/null || true)" = "$2" ]; then
    echo "$pid"
  elif [ "${3:-}" = remove ]; then
    rm -f "$1"
  fi
}

status() {
  local pid
  pid=$(server_pid)
  if [ -n "$pid" ] && answers; then
    describe
  elif [ -n "$pid" ]; then
    echo "$LABEL: pid $pid, not answering"
    return 1
  else
    echo "$LABEL: not running"
    return 1
  fi
}

server_main() {
  case "${1:-}" in
    start) start ;;
    stop) stop ;;
    status) status ;;
    env) env_lines ;;
    *) echo "usage: $0 start|stop|status|env" >&2; exit 2 ;;
  esac
}
