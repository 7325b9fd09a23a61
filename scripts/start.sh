#!/usr/bin/env bash
# Installs what is needed and starts the whole site locally: the local backend with demo data (devstack)
# and the shell with its three remotes, with hot reload.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
install_deps

pids=()
stop_all() {
  trap - EXIT INT TERM
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap stop_all EXIT INT TERM

if [ -f devstack/src/cli.ts ]; then
  log "starting the local backend (prints the demo logins)"
  pnpm --filter @partyeasy/devstack start &
  pids+=($!)
fi

log "starting the shell and the remotes"
pnpm dev &
pids+=($!)

wait_for() {
  for _ in $(seq 1 180); do
    if node -e 'fetch(process.argv[1]).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))' "$1"; then
      return 0
    fi
    sleep 1
  done
  log "$1 did not answer within 3 minutes"
  return 1
}
for url in http://localhost:3001/mf-manifest.json http://localhost:3002/mf-manifest.json \
  http://localhost:3003/mf-manifest.json http://localhost:3000/; do
  wait_for "$url"
done

log "PartyEasy is running:"
log "  site        http://localhost:3000"
log "  host-app    http://localhost:3001  (standalone)"
log "  vendor-app  http://localhost:3002  (standalone)"
log "  admin-app   http://localhost:3003  (standalone)"
if [ -f devstack/src/cli.ts ]; then
  log "  backend API http://127.0.0.1:54321 · mail inbox http://127.0.0.1:54324"
fi
log "press Ctrl-C to stop"
wait
