#!/usr/bin/env bash
# The Edge Functions as Supabase's runtime (Deno) sees them. For every function (each folder of
# supabase/functions except _shared): `deno check` of its index.ts with its own deno.json (the import map
# config.toml names, as Supabase recommends) and its deno.lock (--frozen: a dependency changed without its
# lockfile fails), without sloppy imports or any unstable flag. Then `deno lint` of the whole folder with the
# recommended rules plus no-process-global and no-node-globals (import process/Buffer from node:… instead).
# A relative import without its extension, a package Deno cannot load or a type error fails here.
set -euo pipefail
cd "$(dirname "$0")/../functions"
deno="$PWD/../node_modules/.bin/deno"
count=0
for dir in */; do
  name=${dir%/}
  case "$name" in _*) continue ;; esac
  for file in index.ts deno.json; do
    if [ ! -f "$name/$file" ]; then
      echo "supabase/functions/$name has no $file (Supabase deploys index.ts with the function's own deno.json)" >&2
      exit 1
    fi
  done
  (cd "$name" && "$deno" check --config deno.json --frozen --quiet index.ts)
  count=$((count + 1))
done
"$deno" lint --no-config --quiet --rules-tags=recommended --rules-include=no-process-global,no-node-globals \
  --ignore='**/*.test.ts,**/vitest.config.ts' .
echo "deno check and deno lint: $count functions"
