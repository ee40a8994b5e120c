#!/usr/bin/env bash
# The backup and restore runbook (docs/deploy.md), tested: for PostgreSQL and for the embedded
# PGlite, a compiled server with the demo's orders is backed up with deploy/backup.sh, restored
# with deploy/restore.sh into a new database, and a server on the restored copy must answer the
# admin's full order export (every order, as CSV) byte for byte as the original did.
# Needs the build (npm run build) and, for the PostgreSQL half, PostgreSQL on 127.0.0.1:5432.
set -euo pipefail
cd "$(dirname "$0")/.."
PG_BASE_URL="${CI_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432}"
PORT="${BACKUP_TEST_PORT:-3260}"
work="$(mktemp -d /tmp/backup-test-XXXXXX)"
stamp="$(date +%s)_$$"
dbs=("backup_src_$stamp" "backup_dst_$stamp")
pid=""

cleanup() {
  local status=$?
  [ -n "$pid" ] && kill "$pid" 2>/dev/null && wait "$pid" 2>/dev/null || true
  for db in "${dbs[@]}"; do psql "$PG_BASE_URL/postgres" -qc "DROP DATABASE IF EXISTS $db WITH (FORCE)" >/dev/null 2>&1 || true; done
  [ "$status" -ne 0 ] && for f in "$work"/*.log; do echo "== $f"; tail -n 30 "$f"; done
  rm -rf "$work"
  exit "$status"
}
trap cleanup EXIT
[ -f apps/server/dist/server.js ] || { echo "build first: npm run build" >&2; exit 1; }

export NODE_ENV=production HOST=127.0.0.1 PORT LOG_LEVEL=warn SEED_DEMO=true ALLOW_DEMO_IN_PRODUCTION=true
export ALLOW_TEST_PAYMENTS_IN_PRODUCTION=true ALLOW_DEV_MAILBOX_IN_PRODUCTION=true ALLOW_HTTP_IN_PRODUCTION=true
export AUTH_SECRET="backup-test-secret-$(head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n')"
base="http://127.0.0.1:$PORT"
export PUBLIC_URL="$base"

start() { # start <log name>: the compiled server, waits until it is ready
  node apps/server/dist/server.js >"$work/$1.log" 2>&1 &
  pid=$!
  for _ in $(seq 1 120); do curl -fsS "$base/readyz" >/dev/null 2>&1 && return 0; sleep 1; done
  echo "the server did not become ready" >&2
  return 1
}
stop() { kill "$pid"; wait "$pid" || true; pid=""; }
upload_photo() { # upload_photo: the demo owner uploads a photo; prints its URL
  local jar="$work/owner-cookies"
  curl -fsS -c "$jar" -H "Origin: $base" -H 'Content-Type: application/json' \
    -d '{"email":"owner@chennaieats.demo","password":"Owner@12345"}' "$base/api/auth/sign-in/email" >/dev/null
  curl -fsS -b "$jar" -H "Origin: $base" -H 'Content-Type: image/png' --data-binary @apps/web/public/icons/icon-192.png \
    "$base/api/uploads/images" | sed -E 's/.*"url":"([^"]+)".*/\1/'
}
export_orders() { # export_orders <file>: every order, as the admin's CSV export
  local jar="$work/cookies"
  rm -f "$jar"
  curl -fsS -c "$jar" -H "Origin: $base" -H 'Content-Type: application/json' \
    -d '{"email":"admin@chennaieats.demo","password":"Admin@12345"}' "$base/api/auth/sign-in/email" >/dev/null
  curl -fsS -b "$jar" "$base/api/admin/orders?format=csv" >"$1"
  [ "$(wc -l <"$1")" -gt 10 ] || { echo "too few orders in $1" >&2; return 1; }
}

echo "== PostgreSQL"
psql "$PG_BASE_URL/postgres" -qc "CREATE DATABASE ${dbs[0]}"
psql "$PG_BASE_URL/postgres" -qc "CREATE DATABASE ${dbs[1]}"
DATA_DIR="$work/pg-data" DATABASE_URL="$PG_BASE_URL/${dbs[0]}" start pg-original
export_orders "$work/pg-before.csv"
photo="$(upload_photo)"
curl -fsS "$base$photo" >"$work/photo-before.webp"
# Backed up while the server runs, as on a live site.
DATA_DIR="$work/pg-data" DATABASE_URL="$PG_BASE_URL/${dbs[0]}" deploy/backup.sh "$work/pg-backup"
stop
DATA_DIR="$work/pg-restored" DATABASE_URL="$PG_BASE_URL/${dbs[1]}" deploy/restore.sh "$work/pg-backup"
DATA_DIR="$work/pg-restored" DATABASE_URL="$PG_BASE_URL/${dbs[1]}" SEED_DEMO=false start pg-restored
export_orders "$work/pg-after.csv"
curl -fsS "$base$photo" >"$work/photo-after.webp"
stop
cmp "$work/pg-before.csv" "$work/pg-after.csv"
cmp "$work/photo-before.webp" "$work/photo-after.webp"
echo "== PostgreSQL: $(($(wc -l <"$work/pg-after.csv") - 1)) orders and an uploaded photo served the same after restore"

echo "== PGlite"
(
  unset DATABASE_URL
  DATA_DIR="$work/lite" start lite-original
  export_orders "$work/lite-before.csv"
  if DATA_DIR="$work/lite" deploy/backup.sh "$work/lite-backup" 2>/dev/null; then
    echo "backup.sh copied a data directory its server holds" >&2
    exit 1
  fi
  stop
  DATA_DIR="$work/lite" deploy/backup.sh "$work/lite-backup"
  DATA_DIR="$work/lite-restored" deploy/restore.sh "$work/lite-backup"
  DATA_DIR="$work/lite-restored" SEED_DEMO=false start lite-restored
  export_orders "$work/lite-after.csv"
  stop
  cmp "$work/lite-before.csv" "$work/lite-after.csv"
  echo "== PGlite: $(($(wc -l <"$work/lite-after.csv") - 1)) orders served the same after restore"
)
