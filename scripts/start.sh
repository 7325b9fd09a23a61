#!/usr/bin/env bash
# Installs what is needed and starts the whole site locally with demo data.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
install_deps
log "starting"
exec pnpm -r --parallel --if-present dev
