#!/usr/bin/env bash
# Starts (or stops) a throwaway PostgreSQL server on 127.0.0.1 for the data-layer tests, and prints
# the TEST_DATABASE_URL to use. Usage: scripts/test-postgres.sh start|stop [port]
set -euo pipefail

action=${1:?usage: test-postgres.sh start|stop [port]}
port=${2:-54329}
pgdata=${SHEETWISE_TEST_PGDATA:-/tmp/sheetwise-test-pg-$port}
pgbin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$pgbin" ] || { echo "PostgreSQL is not installed (apt-get install postgresql)" >&2; exit 1; }

# PostgreSQL refuses to run as root; as root, run it as the postgres user.
as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "$action" in
  start)
    if [ ! -f "$pgdata/PG_VERSION" ]; then
      mkdir -p "$pgdata"
      [ "$(id -u)" = 0 ] && chown postgres "$pgdata"
      as_owner "$pgbin/initdb" -D "$pgdata" -A trust -U postgres >/dev/null
    fi
    if ! as_owner "$pgbin/pg_ctl" -D "$pgdata" status >/dev/null 2>&1; then
      as_owner "$pgbin/pg_ctl" -D "$pgdata" -l "$pgdata/server.log" -w \
        -o "-c listen_addresses=127.0.0.1 -p $port -k $pgdata -c fsync=off" start >/dev/null
    fi
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    as_owner "$pgbin/pg_ctl" -D "$pgdata" -m fast stop >/dev/null 2>&1 || true
    ;;
  *)
    echo "usage: test-postgres.sh start|stop [port]" >&2
    exit 2
    ;;
esac
