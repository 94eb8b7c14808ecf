#!/usr/bin/env bash
# `npm test`: everything a fresh Debian machine with Node 20 needs, then every test.
#   1. Debian's Chromium: its headless shell (most e2e tests) and the full browser (the installed-app
#      tests); Playwright's own download cannot work here
#   2. node_modules (npm ci) when missing or older than package-lock.json
#   3. type-check + production build (the e2e tests run against dist/, as players get it), and the
#      linter and formatter's check (`npm run lint`); a failed build or lint counts as one failure each
#   4. Vitest, all projects: readable output on the console, JSON to test-results/vitest.json
#   5. the ten slowest test files and the time the whole run took, then the last line:
#      `N passed, N failed`, counted from that JSON; a failed build counts as a failure
# `npm run test:long` runs the same with KLONDIKE_LONG_TESTS=1: the randomised tests at full size.
# Exits non-zero when anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."

REPORT=test-results/vitest.json
# Debian package → the binary it installs.
declare -A BROWSERS=([chromium]=/usr/bin/chromium [chromium-headless-shell]=/usr/bin/chromium-headless-shell)
extra_failures=0

step() { printf '\n== %s\n' "$*"; }

missing=()
for package in "${!BROWSERS[@]}"; do
  [ -x "${BROWSERS[$package]}" ] || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  step "installing Debian ${missing[*]} (needed by the e2e tests)"
  SUDO=()
  if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1; then SUDO=(sudo -n); fi
  if command -v apt-get >/dev/null 2>&1; then
    "${SUDO[@]}" apt-get update -qq &&
      DEBIAN_FRONTEND=noninteractive "${SUDO[@]}" apt-get install -y -qq -o DPkg::Lock::Timeout=300 "${missing[@]}" ||
      echo "test.sh: could not install ${missing[*]}; the e2e tests will fail" >&2
  else
    echo "test.sh: no apt-get to install ${missing[*]}; the e2e tests will fail" >&2
  fi
fi

# npm writes node_modules/.package-lock.json on every install: older than the lock file means stale.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  step "npm ci"
  if ! npm ci --no-audit --no-fund; then
    echo "test.sh: npm ci failed; nothing can run" >&2
    node scripts/summarise-tests.mjs "" 0
    exit 1
  fi
fi

step "type-check and production build"
projects=()
if ! npm run build; then
  # Without a fresh dist/ the e2e tests would test a stale or missing app; the unit tests still
  # give useful feedback, so they run, and the broken build is counted as one failure.
  echo "test.sh: the build failed; running the unit tests only" >&2
  extra_failures=1
  projects=(--project unit)
fi

step "lint (Biome: lint rules and formatting)"
if ! npm run --silent lint; then
  echo "test.sh: npm run lint found problems (npm run lint:fix rewrites what it can)" >&2
  extra_failures=$((extra_failures + 1))
fi

step "vitest"
mkdir -p "$(dirname "$REPORT")"
rm -f "$REPORT"
node node_modules/vitest/vitest.mjs run "${projects[@]}" \
  --reporter=default --reporter=json --outputFile.json="$REPORT"
vitest_status=$?

echo
printf 'npm test took %dm %02ds\n' $((SECONDS / 60)) $((SECONDS % 60))
node scripts/summarise-tests.mjs "$REPORT" "$extra_failures"
summary_status=$?

if [ "$vitest_status" -ne 0 ] || [ "$summary_status" -ne 0 ]; then exit 1; fi
exit 0
