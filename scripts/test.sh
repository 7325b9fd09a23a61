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
      log "port $port is in use (is \`pnpm start\`, \`pnpm dev\` or \`pnpm preview\` running?); stop it and run the tests again"
      exit 1
    fi
  done
}

require_free_ports 3000 3001 3002 3003
step "install" install_deps
step "PostgreSQL" ensure_postgres
step "Chromium" ensure_chromium

# One throwaway PostgreSQL cluster for the integration tests, removed whatever happens. Port 55432 unless
# another test run already uses it on this machine; then a free port and a directory of this run's own.
PG_PORT=55432
while ! port_free "$PG_PORT"; do PG_PORT=$((PG_PORT + 1)); done
PG_DIR=/tmp/partyeasy-test-pg
[ "$PG_PORT" = 55432 ] || PG_DIR="/tmp/partyeasy-test-pg-$PG_PORT"
stop_pg() {
  bash devstack/scripts/pg-cluster.sh stop "$PG_DIR" || true
  rm -rf "$PG_DIR"
}
start_pg() {
  TEST_PG_URL=$(bash devstack/scripts/pg-cluster.sh start "$PG_DIR" "$PG_PORT")
  export TEST_PG_URL
  trap stop_pg EXIT
}
step "PostgreSQL test cluster (port $PG_PORT)" start_pg

# Supabase's suites run once, with every Edge Function served by Deno from its index.ts as Supabase deploys it
# (DEVSTACK_FUNCTIONS_RUNTIME=deno, devstack/src/functions/deno.ts). The devstack's own suites run on Node,
# and those of them that call the functions over HTTP (except the fixture functions' suites) again on Deno.
devstack_function_suites() {
  (cd devstack && shopt -s globstar && grep -lE "functions/v1/|functions\.invoke\(|callFunction\(|startPaymentStack\(" tests/**/*.test.ts |
    xargs -r grep -L "startFixtureStack") || true
}
devstack_functions_on_deno() {
  mapfile -t suites < <(devstack_function_suites)
  [ "${#suites[@]}" -gt 0 ] || return 0
  log "on Deno (devstack): ${suites[*]}"
  DEVSTACK_FUNCTIONS_RUNTIME=deno pnpm --filter @partyeasy/devstack exec vitest run "${suites[@]}"
}

step "lint" pnpm lint
step "typecheck" pnpm typecheck
step "Supabase CLI reads config.toml (known keys, every function declared)" pnpm --filter @partyeasy/supabase check:config
step "Edge Functions on Deno: deno check, deno lint" pnpm --filter @partyeasy/supabase deno:check
step "migrations applied by the Supabase CLI, types as Supabase generates them" \
  pnpm --filter @partyeasy/supabase gen:types:check
step "migrations and supabase/schemas build the same database" pnpm --filter @partyeasy/supabase check:schemas
step "unit and integration tests" pnpm -r --workspace-concurrency=1 --if-present --filter '!@partyeasy/supabase' test
step "Supabase's suites, the Edge Functions served by Deno" \
  env DEVSTACK_FUNCTIONS_RUNTIME=deno pnpm --filter @partyeasy/supabase test
step "devstack's function suites with the functions served by Deno" devstack_functions_on_deno
step "production builds" pnpm build
step "every remote's shared ranges met by the shell" pnpm --filter @partyeasy/mf-config check:shared
# The version-skew e2e runs the previous release's shell with this run's remotes and the reverse.
previous_release() {
  E2E_PREVIOUS_RELEASE=$(bash scripts/previous-release.sh)
  export E2E_PREVIOUS_RELEASE
}
step "the previous release's builds, for the skew e2e" previous_release
if [ -d shared-ui/.storybook ]; then
  step "Storybook build" pnpm --filter @partyeasy/shared-ui build-storybook
fi
require_free_ports 3000 3001 3002 3003
step "end-to-end tests (production builds, Debian Chromium)" pnpm --filter @partyeasy/e2e test:e2e

log "all tests passed in $(($(date +%s) - total_start)) s"
