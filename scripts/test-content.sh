#!/usr/bin/env bash
# `npm run test:content`: the content lane of CI (scripts/ci-lane.ts picks it for a change of
# content/ only). What a content change can break: the rule book (validate), the admin's
# configuration (site.json names the site's address), the build, the built pages (the vitest
# project `site`) and the pages it touches in a browser. The code's own checks (format, type
# check, unit and build tests, the whole browser suite) run in `npm test` on code changes.
# CHANGED_FILES: the change's paths, one a line (CI sets it); without it, the diff from
# origin/main when there is one, else none (the home page is smoked).
set -euo pipefail
cd "$(dirname "$0")/.."

CHROME="${CHROME_PATH:-/usr/bin/chromium}"
[ -x "$CHROME" ] || { echo "Missing chromium: install Debian's package (sudo apt-get install chromium) or set CHROME_PATH." >&2; exit 1; }

changed="${CHANGED_FILES-$(git diff --name-only --no-renames origin/main...HEAD 2>/dev/null || true)}"
if [ "$(printf '%s\n' "$changed" | npx tsx scripts/ci-lane.ts)" != content ] && [ -n "$changed" ]; then
  echo "Note: this change touches more than content/; CI runs the whole suite (npm test) on it." >&2
fi

npm run -s validate
npx tsx scripts/cms-config.ts --check
# The type check is the code's: a content change cannot break it (scripts/build/check.ts).
BUILD_CONTENT_ONLY=1 npm run -s build
npx vitest run --project site
SMOKE_ROUTES="$(printf '%s\n' "$changed" | npx tsx scripts/ci-lane.ts --routes)" npx playwright test tests/e2e/content-smoke.spec.ts --project desktop
