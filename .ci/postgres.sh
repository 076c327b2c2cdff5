#!/usr/bin/env bash
# A throwaway PostgreSQL on a loopback port, for tests: `.ci/postgres.sh start <dir> <port>` / `stop <dir>`.
# As root it runs the server as the `postgres` system user (PostgreSQL refuses to run as root).
set -euo pipefail
action=$1 dir=$2 port=${3:-55432}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$bin" ] || { echo "PostgreSQL server binaries not found under /usr/lib/postgresql" >&2; exit 1; }
as_owner() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

case $action in
  start)
    mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres "$dir"
    as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 >"$dir/initdb.log"
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
      -o "-p $port -h 127.0.0.1 -k $dir -c fsync=off -c synchronous_commit=off -c max_connections=300" start >/dev/null
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null || true
    ;;
  *)
    echo "usage: $0 start|stop <dir> [port]" >&2
    exit 2
    ;;
esac
