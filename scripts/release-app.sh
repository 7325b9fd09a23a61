#!/usr/bin/env bash
# Publishes one app's production build to its own immutable, versioned location:
#   bash scripts/release-app.sh <shell|host-app|vendor-app|admin-app> <releases folder> [<public base URL>]
# copies <app>/dist to <releases>/<app>/<version>-<commit>/ (the version of the app's package.json, the short
# commit) and refuses to write over an existing release. A remote's release is live once the site's env.js
# points `remotes.<name>` at its mf-manifest.json (the line is printed); rolling back is pointing that line at
# the previous release. The shell's release is live once the site's root serves that folder (its index.html
# and static/), with the site's own env.js beside it. docs/platform.md, "Releases".
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
app=${1:?usage: release-app.sh <app> <releases folder> [<public base URL>]}
releases=${2:?usage: release-app.sh <app> <releases folder> [<public base URL>]}
base=${3:-}
case "$app" in
  shell) remote="" ;;
  host-app) remote=hostApp ;;
  vendor-app) remote=vendorApp ;;
  admin-app) remote=adminApp ;;
  *) log "unknown app $app" && exit 2 ;;
esac
[ -f "$app/dist/index.html" ] || { log "$app has no build: pnpm --filter @partyeasy/$app build" && exit 1; }
version=$(node -p "require('./$app/package.json').version")
id="$version-$(git rev-parse --short=8 HEAD)"
target="$releases/$app/$id"
if [ -e "$target" ]; then
  log "$target exists: a release is never overwritten (bump the version or commit)"
  exit 1
fi
mkdir -p "$releases/$app"
cp -R "$app/dist" "$target.tmp"
# The runtime configuration is the site's, not a release's.
rm -f "$target.tmp/env.js"
mv "$target.tmp" "$target"
chmod -R a-w "$target"
log "released $app $id to $target"
if [ -n "$remote" ]; then
  log "go live (or roll back to it) with this line of the site's env.js:"
  printf "    %s: '%s/%s/%s/mf-manifest.json',\n" "$remote" "${base:-<public base URL>}" "$app" "$id"
else
  log "go live (or roll back to it) by serving $target as the site's root, with the site's env.js"
fi
