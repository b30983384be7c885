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

# Each step's wall time, printed at the end (the test run's own figures: which step to make faster).
timings=()
step_name=""
step_started=$SECONDS
end_step() { if [ -n "$step_name" ]; then timings+=("$(printf '%5d s  %s' $((SECONDS - step_started)) "$step_name")"); fi; step_name=""; }
step() { end_step; step_name="${*%% (*}"; step_name="${step_name%%:*}"; step_started=$SECONDS; echo; echo "=== $* ==="; }

slowest=()
slowest_files() { # $1 = jest JSON result file, $2 = label: its five slowest test files, printed at the end
  [ -f "$1" ] || return 0
  while IFS= read -r line; do slowest+=("$line"); done < <(node -e "
    const r = require('$1');
    r.testResults.map((t) => [t.endTime - t.startTime, require('path').relative(process.cwd(), t.name)])
      .sort((a, b) => b[0] - a[0]).slice(0, 5)
      .forEach(([ms, name]) => console.log(String(Math.round(ms / 1000)).padStart(5) + ' s  $2 ' + name));")
}

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
# Two workers on two cores (jest would take one on a 2-core machine): 98 → 78 s.
npx jest --selectProjects unit --ci --maxWorkers=2 --json --outputFile="$results/unit.json" || status=1
count_jest "$results/unit.json"
slowest_files "$results/unit.json" unit

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
  # Two workers: each test file has its own Chromium; they share the one static server (global setup).
  # On two cores this took the browser tests from 1,343 s to 914 s (2026-11-26), as much of their time
  # is waiting (network idle, transitions) rather than computing.
  npx jest --selectProjects e2e --ci --maxWorkers=2 --json --outputFile="$results/e2e.json" || status=1
  count_jest "$results/e2e.json"
  slowest_files "$results/e2e.json" e2e
  step "Build checks: the shipped site's links and anchors; each bad-input fixture stops the build with its message"
  # Two workers too: each file builds in its own private copy of the project (projectCopy.ts). 369 → 285 s.
  npx jest --config __tests__/build/jest.config.js --ci --maxWorkers=2 --json --outputFile="$results/build.json" || status=1
  count_jest "$results/build.json"
  slowest_files "$results/build.json" build
else
  echo "The build failed: browser tests not run."
  failed=$((failed + 1))
  status=1
fi

end_step
echo
echo "Time per step (wall clock, ${SECONDS} s in all):"
printf '%s\n' "${timings[@]}"
if [ ${#slowest[@]} -gt 0 ]; then
  echo "Slowest test files of each jest run:"
  printf '%s\n' "${slowest[@]}"
fi
echo
echo "${passed} passed, ${failed} failed"
exit $status
