#!/usr/bin/env bash
# The Edge Functions as Supabase's runtime (Deno) sees them: `deno check` of every function's entrypoint
# (every folder of supabase/functions except _shared) and `deno lint`, with supabase/functions/deno.json (the
# import map config.toml names) and its lockfile, without sloppy imports or any unstable flag. A relative
# import without its extension, a package Deno cannot load or a type error fails here; `deno lint`'s
# recommended rules refuse Node globals such as `process` and `Buffer` (import them from node:… instead).
set -euo pipefail
cd "$(dirname "$0")/../functions"
deno=../node_modules/.bin/deno
entries=()
for dir in */; do
  name=${dir%/}
  case "$name" in _*) continue ;; esac
  if [ ! -f "$name/index.ts" ]; then
    echo "supabase/functions/$name has no index.ts (the entrypoint Supabase runs)" >&2
    exit 1
  fi
  entries+=("$name/index.ts")
done
"$deno" check --config deno.json --frozen --quiet "${entries[@]}"
"$deno" lint --config deno.json --quiet
echo "deno check and deno lint: ${#entries[@]} functions"
