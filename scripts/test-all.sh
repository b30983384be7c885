#!/usr/bin/env bash
# The whole test suite: lint, the OpenAPI documents' check, type check, unit and component tests,
# production build, browser tests, build checks; the fixture builds and the build checks run beside
# the other steps (two cores: see the comments at each).
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

beside=()
fixtures_done=""
wait_for_fixtures() { # the fixture lane's results, once: its builds count as tests; a failed one prints its log
  [ -n "$fixtures_done" ] && return 0
  fixtures_done=1
  wait "$fixture_lane_pid"
  local result name seconds
  while read -r result name seconds; do
    beside+=("$(printf '%5d s  %s' "$seconds" "Fixture site build $name (beside the steps above)")")
    if [ "$result" = ok ]; then
      passed=$((passed + 1))
      echo "Fixture site build ${name}: built in ${seconds} s (.fixture-builds/${name})"
    else
      failed=$((failed + 1))
      status=1
      echo "Fixture site build ${name} FAILED:"
      cat "$results/fixture-${name}.log"
    fi
  done <"$results/fixtures.status"
}

# Beside the steps below, from the start: the two fixture sites the browser tests need, each built in
# its own private copy of the project (scripts/build-fixture-site.sh), so they share the two cores with
# lint, the unit tests and the shipped build instead of waiting for them (about 120 s of the run).
# Their output is printed when the browser tests need them.
fixture_lane() {
  local name started
  for name in site-versions site-shell; do
    started=$SECONDS
    if bash scripts/build-fixture-site.sh "$name" >"$results/fixture-$name.log" 2>&1; then
      echo "ok $name $((SECONDS - started))"
    else
      echo "failed $name $((SECONDS - started))"
    fi
  done >"$results/fixtures.status"
}
fixture_lane &
fixture_lane_pid=$!

step "Lint (ESLint with zero warnings, Prettier)"
if npm run --silent lint; then passed=$((passed + 1)); else failed=$((failed + 1)); status=1; fi

step "OpenAPI documents: static/*.json and docs/domain-model.md up to date, every document rule kept (npm run openapi -- --check)"
if npm run --silent openapi -- --check; then passed=$((passed + 1)); else failed=$((failed + 1)); status=1; fi

step "Unit and component tests (jest, jsdom)"
# Two workers on two cores (jest would take one on a 2-core machine): 98 → 78 s.
npx jest --selectProjects unit --ci --maxWorkers=2 --json --outputFile="$results/unit.json" || status=1
count_jest "$results/unit.json"
slowest_files "$results/unit.json" unit

step "Production build (gatsby build)"
if npx gatsby build; then
  passed=$((passed + 1))
  step "Type check (tsc --noEmit, with the GraphQL types the build generated)"
  if npx tsc --noEmit; then passed=$((passed + 1)); else failed=$((failed + 1)); status=1; fi
  wait_for_fixtures
  step "Browser tests (Chromium via playwright-core, against the built site on 127.0.0.1), and beside them the build checks"
  # The build checks (the shipped site's links and anchors; each bad-input fixture stops the build
  # with its message) run beside the browser tests on one worker: each file builds in its own private
  # copy of the project (projectCopy.ts). The browser tests use about 60 % of a core per worker (the
  # rest is waiting for pages, transitions, network idle), so the builds fill the gaps instead of
  # taking 260–300 s of their own after them. Their output is printed after the browser tests'.
  build_started=$SECONDS
  npx jest --config __tests__/build/jest.config.js --ci --maxWorkers=1 --json --outputFile="$results/build.json" >"$results/build.log" 2>&1 &
  build_pid=$!
  # Two workers: each test file has its own Chromium; they share the one static server (global setup).
  # On two cores this took the browser tests from 1,343 s to 914 s (2026-11-26), as much of their time
  # is waiting (network idle, transitions) rather than computing.
  npx jest --selectProjects e2e --ci --maxWorkers=2 --json --outputFile="$results/e2e.json" || status=1
  count_jest "$results/e2e.json"
  slowest_files "$results/e2e.json" e2e
  wait "$build_pid" || status=1
  echo
  echo "=== Build checks (ran beside the browser tests) ==="
  cat "$results/build.log"
  beside+=("$(printf '%5d s  %s' "$((SECONDS - build_started))" 'Build checks (beside the browser tests)')")
  count_jest "$results/build.json"
  slowest_files "$results/build.json" build
else
  wait_for_fixtures
  echo "The build failed: browser tests not run."
  failed=$((failed + 1))
  status=1
fi

end_step
echo
echo "Time per step (wall clock, ${SECONDS} s in all):"
printf '%s\n' "${timings[@]}"
if [ ${#beside[@]} -gt 0 ]; then
  echo "Run beside those steps:"
  printf '%s\n' "${beside[@]}"
fi
if [ ${#slowest[@]} -gt 0 ]; then
  echo "Slowest test files of each jest run:"
  printf '%s\n' "${slowest[@]}"
fi
echo
echo "${passed} passed, ${failed} failed"
exit $status
