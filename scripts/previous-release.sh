#!/usr/bin/env bash
# Builds the site's previous release for the version-skew e2e (e2e/tests/skew.spec.ts) and prints the folder
# that holds its builds (<folder>/<app>/dist), for E2E_PREVIOUS_RELEASE.
#   bash scripts/previous-release.sh
# The previous release is the newest `release/*` tag on HEAD's history that is not HEAD itself (a release is
# tagged when it ships: docs/platform.md, "Releases"). Its builds are kept by commit under
# ${PARTYEASY_RELEASES_CACHE:-~/.cache/partyeasy/releases}: a release never changes, so it is built once per
# machine. Progress goes to stderr; stdout is the folder only.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
tag=$(git describe --tags --abbrev=0 --match 'release/*' HEAD^ 2>/dev/null) || {
  log "no release/* tag before HEAD: the skew e2e has no previous release (fetch the tags?)" >&2
  exit 1
}
commit=$(git rev-parse "$tag^{commit}")
cache=${PARTYEASY_RELEASES_CACHE:-$HOME/.cache/partyeasy/releases}
target="$cache/$commit"
if [ -f "$target/complete" ]; then
  log "previous release $tag (${commit:0:8}): built already in $target" >&2
  echo "$target"
  exit 0
fi
log "building the previous release $tag (${commit:0:8}) into $target" >&2
work=$(mktemp -d /tmp/partyeasy-previous-XXXXXX)
cleanup() {
  git worktree remove --force "$work" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
git worktree add --detach --quiet "$work" "$commit" >&2
(
  cd "$work"
  pnpm install --frozen-lockfile --prefer-offline --reporter=silent
  pnpm build
) >&2
rm -rf "$target.tmp"
mkdir -p "$target.tmp"
for app in shell host-app vendor-app admin-app; do
  mkdir -p "$target.tmp/$app"
  cp -R "$work/$app/dist" "$target.tmp/$app/dist"
done
echo "$tag" >"$target.tmp/complete"
rm -rf "$target"
mv "$target.tmp" "$target"
echo "$target"
