#!/usr/bin/env bash
# Builds the site's previous release for the version-skew e2e (e2e/tests/skew.spec.ts) and prints the folder
# that holds its builds (<folder>/<app>/dist), for E2E_PREVIOUS_RELEASE.
#   bash scripts/previous-release.sh
# The previous release is the newest release on HEAD's history that is not HEAD itself: a `release/*` tag, or
# a line of releases.txt (the record a clone without tags still has). A release is recorded when it ships
# (docs/platform.md, "Releases"). Its builds are kept by commit under
# ${PARTYEASY_RELEASES_CACHE:-~/.cache/partyeasy/releases}: a release never changes, so it is built once per
# machine. Progress goes to stderr; stdout is the folder only, or nothing when this clone holds no previous
# release (a shallow clone whose origin cannot give the history): the skew e2e is then skipped, and the log
# says so.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
head=$(git rev-parse HEAD)
if [ "$(git rev-parse --is-shallow-repository)" = true ]; then
  # A shallow clone holds neither the release nor the ancestry that tells it is before HEAD: ask the origin.
  timeout 300 git fetch --quiet --unshallow origin >/dev/null 2>&1 || true
fi
candidates() {
  git tag --list 'release/*' --format='%(refname:short)' --merged HEAD 2>/dev/null | while read -r ref; do
    git rev-parse "$ref^{commit}"
  done
  grep -v '^#' releases.txt 2>/dev/null | awk 'NF == 2 { print $2 }'
}
best=""
best_time=0
for sha in $(candidates | sort -u); do
  [ "$sha" = "$head" ] && continue
  git cat-file -e "$sha^{commit}" 2>/dev/null || continue
  git merge-base --is-ancestor "$sha" HEAD 2>/dev/null || continue
  time=$(git log -1 --format=%ct "$sha")
  if [ "$time" -gt "$best_time" ]; then best=$sha; best_time=$time; fi
done
if [ -z "$best" ]; then
  log "no previous release in this clone's history (releases.txt, release/* tags): the skew e2e is skipped" >&2
  exit 0
fi
tag=$(awk -v sha="$best" '$2 == sha { print "release/" $1 }' releases.txt 2>/dev/null | head -1)
tag=${tag:-$(git describe --tags --exact-match --match 'release/*' "$best" 2>/dev/null || echo "${best:0:8}")}
commit=$best
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
