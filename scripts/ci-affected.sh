#!/usr/bin/env bash
# The CI of what a change touched: `bash scripts/ci-affected.sh [<base ref>]` (default origin/main, else main).
# A change inside one app runs that app's CI only (scripts/ci-app.sh); a change to what they share
# (shared-ui, shared-domain, packages/, tooling/, the lockfile, root configs) runs the four; a change to the
# backend (supabase/, devstack/) or the e2e harness runs the full gate (npm test), which stays the final gate.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
base=${1:-$(git rev-parse --verify -q origin/main >/dev/null && echo origin/main || echo main)}
mapfile -t changed < <(git diff --name-only "$base"...HEAD; git diff --name-only HEAD)
declare -A apps=()
full=""
for file in "${changed[@]}"; do
  case "$file" in
    shell/* | host-app/* | vendor-app/* | admin-app/*) apps[${file%%/*}]=1 ;;
    e2e/tests/*) ;; # a spec alone: its owner's CI runs it
    shared-ui/* | shared-domain/* | packages/* | tooling/* | pnpm-lock.yaml | package.json | biome.json | tsconfig.base.json)
      apps[shell]=1 apps[host-app]=1 apps[vendor-app]=1 apps[admin-app]=1 ;;
    supabase/* | devstack/* | e2e/* | scripts/*) full=1 ;;
    *.md | docs/* | .changeset/* | .github/*) ;;
    *) full=1 ;;
  esac
done
for file in "${changed[@]}"; do
  if [[ "$file" == e2e/tests/*.spec.ts ]]; then
    owner=$(node -e "const o=require('./e2e/owners.json');const s=process.argv[1];console.log(o['\$taggedByOwner'].includes(s)?'all':Object.keys(o).find(k=>!k.startsWith('\$')&&o[k].includes(s))??'shell')" "$(basename "$file")")
    if [ "$owner" = all ]; then
      apps[shell]=1 apps[host-app]=1 apps[vendor-app]=1 apps[admin-app]=1
    else
      apps[$owner]=1
    fi
  fi
done
if [ -n "$full" ]; then
  log "backend, harness or scripts changed: the full gate"
  exec npm test
fi
if [ "${#apps[@]}" -eq 0 ]; then
  log "nothing to test (documentation only)"
  exit 0
fi
log "affected: ${!apps[*]}"
for app in shell host-app vendor-app admin-app; do
  [ -z "${apps[$app]:-}" ] || bash scripts/ci-app.sh "$app"
done
