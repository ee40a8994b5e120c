#!/usr/bin/env bash
# docs/deploy.md walked through on loopback: the committed tree cloned as a release, installed with
# `npm ci --omit=dev`, the settings in a mode-600 env file made from deploy/env.example, two
# instances started with the systemd unit's own ExecStart, Debian's nginx in front with
# deploy/nginx/locations.conf, and a browser journey through nginx
# (e2e/deploy/two-instances.spec.ts). Run by .ci/run; needs nginx, PostgreSQL on 127.0.0.1:5432 and
# the build (npm run build), which is copied into the release instead of being made again.
# What it cannot do here: apt-get, systemd itself, certbot (steps 1, 4 and 5 of docs/deploy.md).
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
[ -f apps/server/dist/server.js ] || { echo "build first: npm run build" >&2; exit 1; }
psql "$PG_BASE_URL/postgres" -qc "CREATE DATABASE $db"

# Step 2 of docs/deploy.md: the release, installed without development packages.
release="$work/release"
git clone -q "$repo" "$release"
cp -r apps/web/dist apps/web/dist-ssr "$release/apps/web/"
cp -r apps/server/dist "$release/apps/server/"
echo "== npm ci --omit=dev in the release"
(cd "$release" && npm ci --omit=dev --no-audit --no-fund --loglevel=error >/dev/null)

# The env file, as docs/deploy.md has it made: from env.example, mode 600, every CHANGE-ME set.
env_file="$work/env"
install -m 600 deploy/env.example "$env_file"
[ "$(stat -c %a "$env_file")" = 600 ] || { echo "the env file is not mode 600" >&2; exit 1; }
secret() { head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n'; }
sed -i -e "s|^PUBLIC_URL=.*|PUBLIC_URL=http://127.0.0.1:$NGINX_PORT|" \
  -e "s|^DATABASE_URL=.*|DATABASE_URL=$PG_BASE_URL/$db|" \
  -e "s|^AUTH_SECRET=.*|AUTH_SECRET=deploy-test-$(secret)|" \
  -e "s|^METRICS_TOKEN=.*|METRICS_TOKEN=deploy-test-$(secret)|" \
  -e "s|^SEED_DEMO=.*|SEED_DEMO=true|" \
  -e "s|^IMAGE_DIR=.*|IMAGE_DIR=$work/images|" \
  -e "s|^ADMIN_PASSWORD=.*|ADMIN_PASSWORD=deploy-test-$(secret)|" \
  -e "/^SMTP_URL=/d" -e "/^RAZORPAY_/d" "$env_file"
cat >>"$env_file" <<ENV
# A demo catalogue and demo accounts under NODE_ENV=production: allowed explicitly (decision 012).
# No SMTP server or Razorpay account here: their lines are dropped above and waived below.
ALLOW_DEMO_IN_PRODUCTION=true
# A staging server on loopback (decision 039): test payments, the mailbox, plain http; each is
# logged at start and announced by a banner the browser journey checks.
ALLOW_TEST_PAYMENTS_IN_PRODUCTION=true
ALLOW_DEV_MAILBOX_IN_PRODUCTION=true
ALLOW_HTTP_IN_PRODUCTION=true
LOG_LEVEL=warn
ENV
grep -v '^#' "$env_file" | grep -q CHANGE-ME && { echo "a CHANGE-ME is left in the env file" >&2; exit 1; }
# Read as systemd's EnvironmentFile reads it: KEY=VALUE lines, the value taken whole.
while IFS= read -r line; do
  case "$line" in '#'* | '') continue ;; esac
  export "${line%%=*}=${line#*=}"
done <"$env_file"
export PUBLIC_URL TRUST_PROXY

# Step 3: each instance as the systemd unit starts it (its ExecStart and its Environment line).
unit=deploy/systemd/chennai-eats@.service
exec_start="$(sed -n 's/^ExecStart=//p' "$unit")"
[ -n "$exec_start" ] || { echo "no ExecStart in $unit" >&2; exit 1; }
read -r -a command <<<"$exec_start"

# One after the other: the first migrates and seeds the empty database, the second finds it ready.
for port in "${PORTS[@]}"; do
  # The unit's own command (node itself, not npm), so the pid we keep is the server's.
  (cd "$release" && exec env PORT="$port" HOST=127.0.0.1 DATA_DIR="$work/data-$port" \
    NODE_COMPILE_CACHE="$work/cache-$port" "${command[@]}") >"$work/app-$port.log" 2>&1 &
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
  DEPLOY_INSTANCE_PIDS="${pids[0]},${pids[1]}" \
  npx playwright test -c e2e/playwright.deploy.config.ts
