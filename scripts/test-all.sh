#!/usr/bin/env bash
# The whole test suite: lint, the OpenAPI documents' check, type check, unit and component tests,
# production build, browser tests.
# Prints one closing line "N passed, N failed" for the whole run and exits non-zero on any failure.
set -uo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1 CI="${CI:-true}"
results=$(mktemp -d)
passed=0
failed=0
status=0

step() { echo; echo "=== $* ==="; }

count_jest() { # $1 = jest JSON result file
  if [ -f "$1" ]; then
    passed=$((passed + $(node -e "console.log(require('$1').numPassedTests)")))
    failed=$((failed + $(node -e "const r=require('$1');console.log(r.numFailedTests + (r.numRuntimeErrorTestSuites||0))")))
  else
    failed=$((failed + 1))
  fi
}

step "Lint (ESLint with zero warnings, Prettier)"
if npm run --silent lint; then passed=$((passed + 1)); else failed=$((failed + 1)); status=1; fi

step "OpenAPI documents: static/*.json and docs/domain-model.md up to date, every document rule kept (npm run openapi -- --check)"
if npm run --silent openapi -- --check; then passed=$((passed + 1)); else failed=$((failed + 1)); status=1; fi

step "Unit and component tests (jest, jsdom)"
npx jest --selectProjects unit --ci --json --outputFile="$results/unit.json" || status=1
count_jest "$results/unit.json"

step "Fixture site build (two docs versions, two locales, base URL /fms/) for the navigation tests"
if bash scripts/build-fixture-site.sh site-versions; then passed=$((passed + 1)); else failed=$((failed + 1)); status=1; fi

step "Fixture site build (colour mode respecting the system preference, simple footer) for the shell tests"
if bash scripts/build-fixture-site.sh site-shell; then passed=$((passed + 1)); else failed=$((failed + 1)); status=1; fi

step "Production build (gatsby build)"
if npx gatsby build; then
  passed=$((passed + 1))
  step "Type check (tsc --noEmit, with the GraphQL types the build generated)"
  if npx tsc --noEmit; then passed=$((passed + 1)); else failed=$((failed + 1)); status=1; fi
  step "Browser tests (Chromium via playwright-core, against the built site on 127.0.0.1)"
  npx jest --selectProjects e2e --ci --runInBand --json --outputFile="$results/e2e.json" || status=1
  count_jest "$results/e2e.json"
  step "Build checks: the shipped site's links and anchors; each bad-input fixture stops the build with its message"
  npx jest --config __tests__/build/jest.config.js --ci --runInBand --json --outputFile="$results/build.json" || status=1
  count_jest "$results/build.json"
else
  echo "The build failed: browser tests not run."
  failed=$((failed + 1))
  status=1
fi

echo
echo "${passed} passed, ${failed} failed"
exit $status
