#!/usr/bin/env bash
# One app's own CI, for its team: `bash scripts/ci-app.sh <shell|host-app|vendor-app|admin-app>` (also
# `pnpm --filter @partyeasy/<app> run ci`). Lint and types of the app, its unit tests, its production build
# (a remote's build does not build the shell), the check that the shell satisfies its shared ranges, and the
# e2e specs its team owns (e2e/owners.json). The harness serves all four apps: the others' builds are used
# as they are in their dist/ folders (built once if missing). The full gate stays `npm test` (.ci/run).
# Skip steps with CI_APP_SKIP="e2e unit" etc.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
app=${1:?usage: ci-app.sh <shell|host-app|vendor-app|admin-app>}
case "$app" in shell | host-app | vendor-app | admin-app) ;; *) log "unknown app $app" && exit 2 ;; esac
skip=" ${CI_APP_SKIP:-} "
start_all=$(date +%s)

step() {
  local name=$1
  shift
  if [[ "$skip" == *" $name "* ]]; then log "skip $name" && return; fi
  local start
  start=$(date +%s)
  log "▶ $app: $name"
  "$@"
  log "✔ $app: $name ($(($(date +%s) - start)) s)"
}

# The shell's pages need the host-app's and the vendor-app's first screens (their build artifacts, or
# PARTYEASY_FIRST_SCREEN / PARTYEASY_VENDOR_FIRST_SCREEN): built if missing.
first_screens_built() {
  [ -n "${PARTYEASY_FIRST_SCREEN:-}" ] || [ -f host-app/dist/first-screen.json ] || pnpm --filter @partyeasy/host-app build
  [ -n "${PARTYEASY_VENDOR_FIRST_SCREEN:-}" ] || [ -f vendor-app/dist/first-screen.json ] || pnpm --filter @partyeasy/vendor-app build
}

build_app() {
  if [ "$app" = shell ]; then first_screens_built; fi
  pnpm --filter "@partyeasy/$app" build
}

others_built() {
  for other in shell host-app vendor-app admin-app; do
    [ "$other" = "$app" ] || [ -f "$other/dist/index.html" ] || (
      [ "$other" != shell ] || first_screens_built
      pnpm --filter "@partyeasy/$other" build
    )
  done
}

shared_check() {
  if [ "$app" = shell ]; then
    pnpm --filter @partyeasy/mf-config check:shared
  else
    # Against the deployed shell when PARTYEASY_SHELL_MANIFEST names it, else the local shell build.
    pnpm --filter @partyeasy/mf-config check:shared --shell "${PARTYEASY_SHELL_MANIFEST:-$ROOT/shell/dist/mf-manifest.json}" "$ROOT/$app/dist/mf-manifest.json"
  fi
}

# Its own specs, and the specs that check every app's pages with each test tagged by owner (e2e/owners.json).
own_specs() {
  node -e "const o = require('./e2e/owners.json'); for (const s of [...o[process.argv[1]], ...o['\$taggedByOwner']]) console.log('tests/' + s)" "$app"
}
# Left out: the other apps' tagged tests (an untagged test, in its own specs, always runs).
others_tags=$(printf '%s\n' shell host-app vendor-app admin-app | grep -vx "$app" | paste -sd '|')

step lint pnpm exec biome check "$app" packages tooling
# The import layers and unused code are whole-workspace checks, a few seconds each.
step deps pnpm lint:deps
step unused pnpm lint:unused
step types pnpm --filter "@partyeasy/$app" typecheck
step unit pnpm --filter "@partyeasy/$app" test
step build build_app
step others others_built
step shared shared_check
mapfile -t specs < <(own_specs)
if [ "$app" = shell ] && [[ "$skip" != *" e2e "* ]] && [ -z "${E2E_PREVIOUS_RELEASE:-}" ]; then
  # The shell's team owns the skew e2e: the previous release's builds (scripts/previous-release.sh).
  E2E_PREVIOUS_RELEASE=$(bash scripts/previous-release.sh)
  export E2E_PREVIOUS_RELEASE
fi
step e2e pnpm --filter @partyeasy/e2e test:e2e "${specs[@]}" --grep-invert "@($others_tags)\b"
log "$app: CI passed in $(($(date +%s) - start_all)) s"
