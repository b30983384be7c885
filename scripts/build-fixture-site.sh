#!/usr/bin/env bash
# Builds a test fixture site: the project with a settings override (FMS_SETTINGS_OVERRIDE), into
# .fixture-builds/<name>/.
# Usage: scripts/build-fixture-site.sh site-versions
#
# The build runs in a private copy of the project (the sources without public/, .cache/, .git, and a
# link to this checkout's node_modules, as the build checks' projectCopy.ts does), kept between runs
# with its own .cache/. So it never touches this checkout's public/ or .cache/, and npm test can run
# it beside the other steps (the unit tests, the shipped site's build). Sharing .cache/ with the
# shipped build is not safe anyway: webpack's cache keeps the MDX compiled for the fixture
# (gatsby-plugin-mdx writes the path prefix into its links), and the next shipped build would reuse it
# with every content link under /fms/.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
name="$1"
override="__tests__/fixtures/${name}/override.json"
[ -f "$override" ] || { echo "No fixture settings at ${override}" >&2; exit 2; }
export GATSBY_TELEMETRY_DISABLED=1 FMS_SETTINGS_OVERRIDE="$override"

# One copy per checkout and fixture (a .cache/ made for another checkout's node_modules points Parcel
# at paths that may not exist).
checkout_id="$(printf '%s' "$root" | sha1sum | cut -c1-8)"
copy="${TMPDIR:-/tmp}/fms-fixture-${name}-$(id -un)-${checkout_id}"
mkdir -p "$copy"
find "$copy" -mindepth 1 -maxdepth 1 ! -name .cache -exec rm -rf {} +
for entry in "$root"/* "$root"/.[!.]*; do
  base="$(basename "$entry")"
  case "$base" in
    node_modules | public | .cache | .fixture-builds | .git | test-results | coverage | .bench) ;;
    *) cp -R "$entry" "$copy/$base" ;;
  esac
done
ln -s "$root/node_modules" "$copy/node_modules"

(cd "$copy" && npx gatsby build --prefix-paths)
mkdir -p .fixture-builds
rm -rf ".fixture-builds/${name}"
mv "$copy/public" ".fixture-builds/${name}"
