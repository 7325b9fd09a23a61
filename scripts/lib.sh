# Shared helpers for start.sh and test.sh: install what a fresh machine (Node 20 + npm only) lacks.
set -euo pipefail

PNPM_VERSION=10.34.8
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

log() { printf '\033[1;35m[partyeasy]\033[0m %s\n' "$*"; }

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

APT_UPDATED=""
apt_install() {
  if [ -z "$APT_UPDATED" ]; then as_root apt-get update -qq >/dev/null; APT_UPDATED=1; fi
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

ensure_pnpm() {
  if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
    log "installing pnpm $PNPM_VERSION"
    npm install -g "pnpm@$PNPM_VERSION" >/dev/null 2>&1 || as_root npm install -g "pnpm@$PNPM_VERSION" >/dev/null
  fi
}

install_deps() {
  ensure_pnpm
  log "installing dependencies"
  (cd "$ROOT" && pnpm install --frozen-lockfile --reporter=silent)
}

ensure_chromium() {
  if [ ! -x /usr/bin/chromium ]; then
    log "installing Debian chromium"
    apt_install chromium fonts-liberation
  fi
}

ensure_postgres() {
  if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
    log "installing Debian postgresql"
    apt_install postgresql postgresql-contrib
  fi
}
