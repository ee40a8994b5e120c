#!/usr/bin/env bash
# Backs up Chennai Eats into one directory: the database and the uploaded images kept on disk.
#   deploy/backup.sh <backup-dir>
# With DATABASE_URL (PostgreSQL): pg_dump in its custom format, while the app runs (a consistent
# snapshot). Without it (embedded PGlite under DATA_DIR): a copy of the data directory, which
# needs the server stopped (PGlite is one process's files; the script refuses while it runs).
# Reads the same settings as the app: source /etc/chennai-eats/env first on a server.
set -euo pipefail
dest="${1:?usage: deploy/backup.sh <backup-dir>}"
DATA_DIR="${DATA_DIR:-./data}"
IMAGE_DIR="${IMAGE_DIR:-$DATA_DIR/images}"
mkdir -p "$dest"
chmod 700 "$dest"

if [ -n "${DATABASE_URL:-}" ]; then
  pg_dump --format=custom --no-owner --file="$dest/database.pgdump" "$DATABASE_URL"
  echo "database: $dest/database.pgdump (pg_dump, custom format)"
else
  lock="$DATA_DIR/server.pid"
  if [ -f "$lock" ] && kill -0 "$(cat "$lock" 2>/dev/null)" 2>/dev/null; then
    echo "the server (pid $(cat "$lock")) holds $DATA_DIR: stop it first" >&2
    exit 1
  fi
  tar -C "$DATA_DIR" --exclude=./server.pid --exclude=./images -czf "$dest/pglite.tar.gz" .
  echo "database: $dest/pglite.tar.gz (the PGlite data directory)"
fi

# Uploaded photos on disk, IMAGE_DIR (not when they live in S3-compatible storage, S3_BUCKET: back
# that bucket up with its own tools, e.g. versioning or rclone). The database holds only their
# metadata since decision 038.
if [ -z "${S3_BUCKET:-}" ] && [ -d "$IMAGE_DIR" ]; then
  tar -C "$IMAGE_DIR" -czf "$dest/images.tar.gz" .
  echo "images: $dest/images.tar.gz (from $IMAGE_DIR)"
fi
