#!/usr/bin/env bash
# Builds a test fixture site: the project with a settings override (FMS_SETTINGS_OVERRIDE), into
# .fixture-builds/<name>/ (the normal public/ is left to the shipped site, so run this before it).
# Usage: scripts/build-fixture-site.sh site-versions
set -euo pipefail
cd "$(dirname "$0")/.."
name="$1"
override="__tests__/fixtures/${name}/override.json"
[ -f "$override" ] || { echo "No fixture settings at ${override}" >&2; exit 2; }
export GATSBY_TELEMETRY_DISABLED=1 FMS_SETTINGS_OVERRIDE="$override"
# The fixture builds with its own .cache/, and an existing build of the shipped site (public/ and
# .cache/) is set aside and put back whatever happens. Sharing .cache/ is not safe: webpack's cache
# keeps the MDX compiled for the fixture (gatsby-plugin-mdx writes the path prefix into its links),
# and the next shipped build would reuse it with every content link under /fms/.
mkdir -p .fixture-builds
kept_public=".fixture-builds/.public-kept-$$"
kept_cache=".fixture-builds/.cache-kept-$$"
fixture_cache=".fixture-builds/.cache-${name}"
[ -d public ] && mv public "$kept_public"
[ -d .cache ] && mv .cache "$kept_cache"
[ -d "$fixture_cache" ] && mv "$fixture_cache" .cache
restore() {
  if [ -d .cache ]; then rm -rf "$fixture_cache"; mv .cache "$fixture_cache"; fi
  if [ -d "$kept_cache" ]; then mv "$kept_cache" .cache; fi
  if [ -d "$kept_public" ]; then rm -rf public; mv "$kept_public" public; fi
}
trap restore EXIT
npx gatsby build --prefix-paths
rm -rf ".fixture-builds/${name}"
mv public ".fixture-builds/${name}"
