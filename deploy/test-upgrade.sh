#!/usr/bin/env bash
# The upgrade and rollback runbook (docs/deploy.md, step 5), tested on PostgreSQL: the previous
# release (the commit in deploy/previous-release, or PREVIOUS_RELEASE) serves a database while
# this release starts beside it and migrates that database in place. The old instance must answer
# every request meanwhile and afterwards (reads and a sign-in, which writes), both must export the
# same orders, and after a rollback (this release stopped) the old code must start again on the
# migrated database. Needs the build (npm run build) and PostgreSQL on 127.0.0.1:5432.
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$(pwd)"
PG_BASE_URL="${CI_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432}"
previous="${PREVIOUS_RELEASE:-$(cat deploy/previous-release)}"
OLD_PORT="${UPGRADE_TEST_PORT:-3270}"
NEW_PORT=$((OLD_PORT + 1))
work="$(mktemp -d /tmp/upgrade-test-XXXXXX)"
db="upgrade_test_$(date +%s)_$$"
old_pid=""
new_pid=""
poller=""

cleanup() {
  local status=$?
  [ -n "$poller" ] && kill "$poller" 2>/dev/null || true
  [ -n "$old_pid" ] && kill -TERM -- "-$old_pid" 2>/dev/null || true
  [ -n "$new_pid" ] && kill "$new_pid" 2>/dev/null || true
  sleep 1
  psql "$PG_BASE_URL/postgres" -qc "DROP DATABASE IF EXISTS $db WITH (FORCE)" >/dev/null 2>&1 || true
  [ "$status" -ne 0 ] && for f in "$work"/*.log; do echo "== $f"; tail -n 30 "$f"; done
  rm -rf "$work"
  exit "$status"
}
trap cleanup EXIT
[ -f apps/server/dist/server.js ] || { echo "build first: npm run build" >&2; exit 1; }

echo "== the previous release, $previous"
git clone -q --no-checkout "$repo" "$work/old"
git -C "$work/old" checkout -q "$previous"
(cd "$work/old" && npm ci --no-audit --no-fund --loglevel=error >/dev/null && env -u NODE_ENV npm run build >/dev/null)
psql "$PG_BASE_URL/postgres" -qc "CREATE DATABASE $db"

export NODE_ENV=production HOST=127.0.0.1 LOG_LEVEL=warn SEED_DEMO=true ALLOW_DEMO_IN_PRODUCTION=true
export ALLOW_TEST_PAYMENTS_IN_PRODUCTION=true ALLOW_DEV_MAILBOX_IN_PRODUCTION=true ALLOW_HTTP_IN_PRODUCTION=true
export AUTH_SECRET="upgrade-test-secret-$(head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n')"
export DATABASE_URL="$PG_BASE_URL/$db"
old="http://127.0.0.1:$OLD_PORT"
new="http://127.0.0.1:$NEW_PORT"

wait_ready() {
  for _ in $(seq 1 150); do curl -fsS "$1/readyz" >/dev/null 2>&1 && return 0; sleep 1; done
  echo "$1 did not become ready" >&2
  return 1
}
start_old() { # as that release's own `npm run serve`, in its own process group
  (cd "$work/old" && PORT=$OLD_PORT PUBLIC_URL=$old DATA_DIR="$work/data-old" exec setsid npm run serve) >>"$work/old.log" 2>&1 &
  old_pid=$!
  wait_ready "$old"
}
orders_csv() { # orders_csv <base> <file>: the admin's export of every order (signing in writes a session)
  local jar="$work/cookies-$RANDOM"
  curl -fsS -c "$jar" -H "Origin: $1" -H 'Content-Type: application/json' \
    -d '{"email":"admin@chennaieats.demo","password":"Admin@12345"}' "$1/api/auth/sign-in/email" >/dev/null
  curl -fsS -b "$jar" "$1/api/admin/orders?format=csv" >"$2"
}

upload_photo() { # upload_photo <base>: the demo owner uploads a photo there; prints its URL
  local jar="$work/owner-$RANDOM"
  curl -fsS -c "$jar" -H "Origin: $1" -H 'Content-Type: application/json' \
    -d '{"email":"owner@chennaieats.demo","password":"Owner@12345"}' "$1/api/auth/sign-in/email" >/dev/null
  curl -fsS -b "$jar" -H "Origin: $1" -H 'Content-Type: image/png' --data-binary @apps/web/public/icons/icon-192.png \
    "$1/api/uploads/images" | sed -E 's/.*"url":"([^"]+)".*/\1/'
}

start_old
echo "== the previous release serves on $old"
orders_csv "$old" "$work/before.csv"
photo="$(upload_photo "$old")"
curl -fsS "$old$photo" >"$work/photo-old.webp"

# Every 200 ms while the new release starts and migrates: the old one must answer each time.
(
  while true; do
    code=$(curl -s -o /dev/null -w '%{http_code}' "$old/api/restaurants?limit=5")
    echo "$code" >>"$work/old-answers"
    sleep 0.2
  done
) &
poller=$!

PORT=$NEW_PORT PUBLIC_URL=$new DATA_DIR="$work/data-new" node apps/server/dist/server.js >"$work/new.log" 2>&1 &
new_pid=$!
wait_ready "$new"
sleep 2
kill "$poller"
poller=""
answers=$(wc -l <"$work/old-answers")
failures=$(grep -vc '^200$' "$work/old-answers" || true)
echo "== this release migrated the database in place; the old one answered $answers requests meanwhile, $failures failed"
[ "$failures" = 0 ]

orders_csv "$old" "$work/old-after.csv"
orders_csv "$new" "$work/new-after.csv"
# A photo the old release stored is served by the new one; the old one can still upload.
curl -fsS "$new$photo" >"$work/photo-new.webp"
cmp "$work/photo-old.webp" "$work/photo-new.webp"
[ -n "$(upload_photo "$old")" ]
cmp "$work/before.csv" "$work/old-after.csv"
cmp "$work/old-after.csv" "$work/new-after.csv"
echo "== both export the same $(($(wc -l <"$work/new-after.csv") - 1)) orders"

echo "== rollback: this release stopped, the previous one restarted on the migrated database"
kill "$new_pid"
wait "$new_pid" || true
new_pid=""
kill -TERM -- "-$old_pid"
wait "$old_pid" || true
start_old
orders_csv "$old" "$work/rolled-back.csv"
cmp "$work/before.csv" "$work/rolled-back.csv"
echo "== the previous release serves the migrated database after a rollback"
