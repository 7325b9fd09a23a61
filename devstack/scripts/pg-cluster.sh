#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for tests (Debian postgresql; initdb refuses root, so it runs as `postgres`).
#   pg-cluster.sh start [DIR] [PORT]   creates DIR if needed, starts the server, prints DATABASE_URL
#   pg-cluster.sh stop  [DIR]
# Tuned for tests (fsync off): never for data you want to keep.
set -euo pipefail
cmd=${1:-start}
dir=${2:-/tmp/partyeasy-pg}
port=${3:-55432}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
[ -n "$bin" ] || { echo "PostgreSQL is not installed (apt-get install postgresql)" >&2; exit 1; }

run_as_pg() {
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}

case "$cmd" in
  start)
    if [ ! -f "$dir/PG_VERSION" ]; then
      mkdir -p "$dir"
      [ "$(id -u)" = 0 ] && chown postgres:postgres "$dir"
      run_as_pg "'$bin/initdb' -D '$dir' -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null"
    fi
    if ! run_as_pg "'$bin/pg_ctl' -D '$dir' status" >/dev/null 2>&1; then
      run_as_pg "'$bin/pg_ctl' -D '$dir' -l '$dir/server.log' -w -o \"-p $port -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200 -c shared_buffers=256MB\" start" >/dev/null
    fi
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    run_as_pg "'$bin/pg_ctl' -D '$dir' -m fast stop" >/dev/null 2>&1 || true
    ;;
  *) echo "usage: $0 start|stop [DIR] [PORT]" >&2; exit 2 ;;
esac
