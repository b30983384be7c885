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
# Keep an existing build of the shipped site: set it aside and put it back whatever happens.
kept=""
if [ -d public ]; then
  kept=".fixture-builds/.public-kept-$$"
  mkdir -p .fixture-builds
  mv public "$kept"
fi
restore() { if [ -n "$kept" ] && [ -d "$kept" ]; then rm -rf public; mv "$kept" public; fi; }
trap restore EXIT
npx gatsby build --prefix-paths
rm -rf ".fixture-builds/${name}"
mkdir -p .fixture-builds
mv public ".fixture-builds/${name}"
