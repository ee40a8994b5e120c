#!/usr/bin/env bash
# Restores a backup made by deploy/backup.sh into an EMPTY database (or data directory), then the
# app is started on it as usual (it applies any newer migrations at start).
#   deploy/restore.sh <backup-dir>
# With DATABASE_URL: pg_restore into that database, which must exist and be empty
# (createdb --owner <app user> <name>). Without it: unpacks into DATA_DIR, which must be empty.
set -euo pipefail
src="${1:?usage: deploy/restore.sh <backup-dir>}"
DATA_DIR="${DATA_DIR:-./data}"
IMAGE_DIR="${IMAGE_DIR:-$DATA_DIR/images}"

if [ -n "${DATABASE_URL:-}" ]; then
  [ -f "$src/database.pgdump" ] || { echo "no $src/database.pgdump" >&2; exit 1; }
  tables=$(psql "$DATABASE_URL" -Atc "select count(*) from pg_tables where schemaname not in ('pg_catalog','information_schema')")
  [ "$tables" = "0" ] || { echo "the database is not empty ($tables tables): restore into a new one" >&2; exit 1; }
  pg_restore --no-owner --exit-on-error --dbname="$DATABASE_URL" "$src/database.pgdump"
  echo "database restored from $src/database.pgdump"
else
  [ -f "$src/pglite.tar.gz" ] || { echo "no $src/pglite.tar.gz" >&2; exit 1; }
  mkdir -p "$DATA_DIR"
  [ -z "$(ls -A "$DATA_DIR")" ] || { echo "$DATA_DIR is not empty: restore into a new directory" >&2; exit 1; }
  tar -C "$DATA_DIR" -xzf "$src/pglite.tar.gz"
  echo "data directory restored into $DATA_DIR"
fi

if [ -f "$src/images.tar.gz" ]; then
  mkdir -p "$IMAGE_DIR"
  tar -C "$IMAGE_DIR" -xzf "$src/images.tar.gz"
  echo "images restored into $IMAGE_DIR"
fi
