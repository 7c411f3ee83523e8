#!/bin/bash
# Runs every test from a clean checkout: system packages, npm ci, typecheck, Vitest (unit, DOM,
# real-redis conformance), Playwright (Debian Chromium). Ends with "N passed, M failed".
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-system.sh || exit 1
npm ci --no-audit --no-fund || exit 1
mkdir -p .tmp
rm -f .tmp/vitest.json .tmp/playwright.json
status=0
npx tsc -b --noEmit || { echo "typecheck failed"; status=1; }
npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest.json || status=1
PW_JSON=.tmp/playwright.json npx playwright test || status=1
node scripts/summarize-tests.mjs .tmp/vitest.json .tmp/playwright.json || status=1
exit $status
