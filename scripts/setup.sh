#!/usr/bin/env bash
# Installs what the project needs on a fresh machine: npm dependencies (from the lockfile),
# and with --browser the Debian Chromium packages that the browser tests, benchmarks and
# pictures drive. Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

need_node_major=20
node_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$node_major" -lt "$need_node_major" ]; then
  echo "[xmates] Node.js $need_node_major.19 or newer is needed (found: $(node -v 2>/dev/null || echo none))." >&2
  exit 1
fi

if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "[xmates] Installing npm dependencies..."
  npm ci --no-audit --no-fund
fi

if ! command -v java >/dev/null 2>&1; then
  echo "[xmates] Java was not found; the Firestore emulator needs it. Installing openjdk-17-jdk-headless..."
  as_root=""; [ "$(id -u)" -eq 0 ] || as_root="sudo"
  $as_root apt-get install -y openjdk-17-jdk-headless
fi

if [ "${1:-}" = "--browser" ]; then
  # Chromium's headless shell for the browser tests, Chromium itself for the benchmarks and
  # pictures, and a colour emoji font so badge icons render.
  missing=""
  for pkg in chromium chromium-headless-shell fonts-noto-color-emoji; do
    dpkg -s "$pkg" >/dev/null 2>&1 || missing="$missing $pkg"
  done
  if [ -n "$missing" ]; then
    echo "[xmates] Installing$missing for the browser tests..."
    as_root=""; [ "$(id -u)" -eq 0 ] || as_root="sudo"
    # shellcheck disable=SC2086
    $as_root apt-get install -y $missing || { $as_root apt-get update && $as_root apt-get install -y $missing; }
  fi
fi
echo "[xmates] Setup complete."
