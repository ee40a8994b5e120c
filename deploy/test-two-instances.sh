#!/usr/bin/env bash
# Two app instances behind Debian's nginx on one PostgreSQL database, all on loopback, and a
# browser journey through nginx (e2e/deploy/two-instances.spec.ts). Run by .ci/run; needs nginx,
# PostgreSQL on 127.0.0.1:5432 and the built web app (npm run build). See docs/deploy.md.
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$(pwd)"

NGINX_PORT="${DEPLOY_TEST_PORT:-3210}"
PORTS=("$((NGINX_PORT + 1))" "$((NGINX_PORT + 2))")
PG_BASE_URL="${CI_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432}"
db="deploy_test_$(date +%s)_$$"
work="$(mktemp -d /tmp/deploy-test-XXXXXX)"
chmod 755 "$work"
pids=()

cleanup() {
  local status=$?
  [ -f "$work/nginx.pid" ] && kill "$(cat "$work/nginx.pid")" 2>/dev/null || true
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  psql "$PG_BASE_URL/postgres" -qc "DROP DATABASE IF EXISTS $db WITH (FORCE)" >/dev/null 2>&1 || true
  if [ "$status" -ne 0 ]; then
    for f in "$work"/*.log; do echo "== $f"; tail -n 40 "$f"; done
  fi
  rm -rf "$work"
  exit "$status"
}
trap cleanup EXIT

command -v nginx >/dev/null || { echo "nginx is missing (apt-get install nginx)" >&2; exit 1; }
[ -f apps/web/dist/index.html ] || { echo "build the web app first: npm run build" >&2; exit 1; }
psql "$PG_BASE_URL/postgres" -qc "CREATE DATABASE $db"

export NODE_ENV=production
export DATABASE_URL="$PG_BASE_URL/$db"
export PUBLIC_URL="http://127.0.0.1:$NGINX_PORT"
export TRUST_PROXY=127.0.0.1
export HOST=127.0.0.1
export AUTH_SECRET="deploy-test-secret-$(head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n')"
export METRICS_TOKEN="deploy-test-metrics-$(head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n')"
export SEED_DEMO=true
# A demo catalogue and demo accounts under NODE_ENV=production: allowed explicitly (decision 012).
export ALLOW_DEMO_IN_PRODUCTION=true
# A staging server on loopback (decision 039): test payments, the mailbox, plain http; each is
# logged at start and announced by a banner the browser journey checks.
export ALLOW_TEST_PAYMENTS_IN_PRODUCTION=true ALLOW_DEV_MAILBOX_IN_PRODUCTION=true ALLOW_HTTP_IN_PRODUCTION=true
export LOG_LEVEL=warn

# One after the other: the first migrates and seeds the empty database, the second finds it ready.
for port in "${PORTS[@]}"; do
  # node itself (not npx), so the pid we keep is the server's and cleanup really stops it.
  PORT="$port" DATA_DIR="$work/data-$port" node --import tsx apps/server/src/server.ts >"$work/app-$port.log" 2>&1 &
  pids+=("$!")
  for _ in $(seq 1 120); do
    curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null 2>&1 && break
    sleep 1
  done
  curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null
  echo "== instance on port $port is ready"
done

mkdir -p "$work/temp"
chmod 777 "$work/temp"
cat >"$work/nginx.conf" <<CONF
worker_processes 1;
pid $work/nginx.pid;
error_log $work/nginx-error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  access_log $work/nginx-access.log;
  client_body_temp_path $work/temp/body;
  proxy_temp_path $work/temp/proxy;
  fastcgi_temp_path $work/temp/fastcgi;
  uwsgi_temp_path $work/temp/uwsgi;
  scgi_temp_path $work/temp/scgi;
  upstream chennai_eats {
    server 127.0.0.1:${PORTS[0]} max_fails=1 fail_timeout=5s;
    server 127.0.0.1:${PORTS[1]} max_fails=1 fail_timeout=5s;
    keepalive 16;
  }
  server {
    listen 127.0.0.1:$NGINX_PORT;
    include $repo/deploy/nginx/locations.conf;
  }
}
CONF
nginx -t -p "$work" -c "$work/nginx.conf" 2>&1 | tail -n 1
nginx -p "$work" -c "$work/nginx.conf"
curl -fsS "$PUBLIC_URL/readyz" >/dev/null
echo "== nginx on $PUBLIC_URL in front of ports ${PORTS[*]}"

DEPLOY_BASE_URL="$PUBLIC_URL" \
  DEPLOY_INSTANCE_URLS="http://127.0.0.1:${PORTS[0]},http://127.0.0.1:${PORTS[1]}" \
  npx playwright test -c e2e/playwright.deploy.config.ts
