#!/usr/bin/env bash
# Installs what is needed and runs every test: lint, typecheck, unit and integration tests,
# production builds, Storybook build and the end-to-end tests in Debian Chromium.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
total_start=$(date +%s)

step() {
  local name=$1
  shift
  local start
  start=$(date +%s)
  log "▶ $name"
  "$@"
  log "✔ $name ($(($(date +%s) - start)) s)"
}

port_free() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

require_free_ports() {
  for port in "$@"; do
    if ! port_free "$port"; then
      log "port $port is in use (is \`pnpm start\` or \`pnpm preview\` running?); stop it and run the tests again"
      exit 1
    fi
  done
}

step "install" install_deps
step "PostgreSQL" ensure_postgres
step "Chromium" ensure_chromium

# One throwaway PostgreSQL cluster for the integration tests, removed whatever happens.
PG_DIR=/tmp/partyeasy-test-pg
stop_pg() { bash devstack/scripts/pg-cluster.sh stop "$PG_DIR" || true; rm -rf "$PG_DIR"; }
trap stop_pg EXIT
start_pg() {
  TEST_PG_URL=$(bash devstack/scripts/pg-cluster.sh start "$PG_DIR" 55432)
  export TEST_PG_URL
}
require_free_ports 55432
step "PostgreSQL test cluster" start_pg

step "lint" pnpm lint
step "typecheck" pnpm typecheck
step "unit and integration tests" pnpm test:unit
step "production builds" pnpm build
if [ -d shared-ui/.storybook ]; then
  step "Storybook build" pnpm --filter @partyeasy/shared-ui build-storybook
fi
require_free_ports 3000 3001 3002 3003
step "end-to-end tests (production builds, Debian Chromium)" pnpm --filter @partyeasy/e2e test:e2e

log "all tests passed in $(($(date +%s) - total_start)) s"
