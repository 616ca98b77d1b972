#!/usr/bin/env bash
# Runs a command with DATABASE_URL set to a private, throwaway PostgreSQL cluster:
#   bash scripts/with-postgres.sh npx vitest run --project server
# When no PostgreSQL server is installed it installs Debian's `postgresql` (as root, with
# apt-get). The cluster lives in a temporary folder, listens on a free loopback port, runs
# as an unprivileged user (PostgreSQL refuses root), and is removed when the command ends.
# With DATABASE_URL already set, the command runs against that server instead.
set -euo pipefail

if [ -n "${DATABASE_URL:-}" ]; then exec "$@"; fi

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
bin=$(find_bin)
if [ -z "$bin" ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "with-postgres: no PostgreSQL server found and not root: install Debian's postgresql, or set DATABASE_URL." >&2
    exit 1
  fi
  echo "with-postgres: installing Debian's postgresql" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >&2
  bin=$(find_bin)
fi

dir=$(mktemp -d /tmp/matka-pg.XXXXXX)
as_owner=()
if [ "$(id -u)" = 0 ]; then
  # The server refuses to run as root: the cluster belongs to an unprivileged user.
  owner=postgres
  id "$owner" >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin "$owner"
  chown "$owner" "$dir"
  as_owner=(runuser -u "$owner" --)
fi

port=$(node -e "const s = require('net').createServer(); s.listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")
stop() {
  "${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT

"${as_owner[@]}" "$bin/initdb" -D "$dir/data" -U matka -A trust --no-sync >"$dir/initdb.log" 2>&1 || {
  cat "$dir/initdb.log" >&2
  exit 1
}
# fsync off: a test cluster needs no durability, and the runs stay fast.
"${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -o \
  "-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null || {
  cat "$dir/server.log" >&2
  exit 1
}

export DATABASE_URL="postgres://matka@127.0.0.1:$port/postgres"
echo "with-postgres: PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port" >&2
"$@"
