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
  # The side lane goes on with the build checks: wait for its fixtures' status file only.
  while [ ! -f "$results/fixtures.status" ] && kill -0 "$side_lane_pid" 2>/dev/null; do sleep 1; done
  if [ ! -f "$results/fixtures.status" ]; then
    echo "The side lane ended before the fixture sites were built."
    failed=$((failed + 1))
    status=1
    return 0
  fi
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

# The build checks that need the shipped build (public/); the others build in private copies of the
# project (__tests__/support/projectCopy.ts) and run in the side lane below, from the start.
NEEDS_SHIPPED_BUILD=(__tests__/build/shippedSite.test.ts __tests__/build/deployDocs.test.ts)

# Beside the steps below, from the start, one after the other (the side lane): the two fixture sites
# the browser tests need, each built in its own private copy of the project
# (scripts/build-fixture-site.sh), then the build checks that build in private copies (each bad-input
# fixture stops the build with its message, the development server, the API documents' fixture, the
# preview deploy, the examples). So they share the two cores with lint, the unit tests, the shipped
# build and the browser tests instead of waiting for them. Their output is printed when the steps
# need them (the fixtures before the browser tests) or at the end (the build checks).
fixture_lane() {
  local name started
  for name in site-versions site-shell; do
    started=$SECONDS
    if bash scripts/build-fixture-site.sh "$name" >"$results/fixture-$name.log" 2>&1; then
      echo "ok $name $((SECONDS - started))"
    else
      echo "failed $name $((SECONDS - started))"
    fi
  done >"$results/fixtures.status.tmp"
  mv "$results/fixtures.status.tmp" "$results/fixtures.status"
}
private_build_checks() {
  local ignore=(node_modules '\.cache' '<rootDir>.*/public') file started=$SECONDS
  for file in "${NEEDS_SHIPPED_BUILD[@]}"; do ignore+=("$(basename "$file" .ts)"); done
  npx jest --config __tests__/build/jest.config.js --ci --maxWorkers=1 --testPathIgnorePatterns "${ignore[@]}" \
    --json --outputFile="$results/build-private.json" >"$results/build-private.log" 2>&1
  echo "$? $((SECONDS - started))" >"$results/build-private.status"
}
side_lane() {
  fixture_lane
  private_build_checks
}
side_lane &
side_lane_pid=$!

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
  step "Browser tests (Chromium's headless shell via playwright, against the built site on 127.0.0.1), and beside them the build checks"
  # Beside the browser tests: the build checks that read the shipped build (seconds), while the side
  # lane's build checks in private copies go on.
  npx jest --config __tests__/build/jest.config.js --ci --maxWorkers=1 --runTestsByPath "${NEEDS_SHIPPED_BUILD[@]}" \
    --json --outputFile="$results/build-shipped.json" >"$results/build-shipped.log" 2>&1 &
  shipped_checks_pid=$!
  # Two workers: each test file has its own browser; they share the one static server (global setup).
  npx jest --selectProjects e2e --ci --maxWorkers=2 --json --outputFile="$results/e2e.json" || status=1
  count_jest "$results/e2e.json"
  slowest_files "$results/e2e.json" e2e
  wait "$shipped_checks_pid" || status=1
  end_step
  echo
  echo "=== Build checks on the shipped build (ran beside the browser tests) ==="
  cat "$results/build-shipped.log"
  count_jest "$results/build-shipped.json"
else
  wait_for_fixtures
  echo "The build failed: browser tests not run."
  failed=$((failed + 1))
  status=1
fi

end_step
# The side lane's build checks, in private copies (they started after the fixture sites).
wait_for_fixtures
waited_from=$SECONDS
wait "$side_lane_pid"
echo
echo "=== Build checks in private copies (ran in the side lane, after the fixture sites) ==="
cat "$results/build-private.log" 2>/dev/null
if [ -f "$results/build-private.status" ]; then
  read -r private_exit private_seconds <"$results/build-private.status"
  [ "$private_exit" = 0 ] || status=1
  beside+=("$(printf '%5d s  %s' "$private_seconds" 'Build checks in private copies (beside the steps, after the fixture sites)')")
  if [ $((SECONDS - waited_from)) -gt 0 ]; then timings+=("$(printf '%5d s  %s' $((SECONDS - waited_from)) 'Waiting for the side lane after the steps')"); fi
fi
count_jest "$results/build-private.json"
slowest_files "$results/build-private.json" build
slowest_files "$results/build-shipped.json" build
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
