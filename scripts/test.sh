#!/usr/bin/env bash
# `npm test`: formatting, a fresh build (type check and generated files, content validation,
# bundles, pages), the unit, whole-build and built-HTML tests, then the browser, accessibility
# and deployment tests against the built site, and the engines' smoke.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each stage's wall time and the load average as it ends, summed up at the end even when a
# stage fails: on a shared machine a slow run says why (bench/contention.sh reproduces one).
# In a file, not a variable: the stages of the vitest lanes below end in a background job.
timings=$(mktemp)
stage() {
  local name=$1 start=$SECONDS status=0
  shift
  "$@" || status=$?
  printf '  %-11s %5d s   load %s%s\n' "$name" $((SECONDS - start)) "$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)" "$([ $status = 0 ] || echo "   FAILED ($status)")" >>"$timings"
  return $status
}
summary() {
  [ ! -s "$timings" ] || printf 'npm test, seconds per stage:\n%s\n' "$(cat "$timings")"
  rm -f "$timings"
}
trap summary EXIT

# Browser tests drive Debian's Chromium (Playwright's own download cannot work here), and the
# engine smoke (tests/engines) Debian's Firefox ESR and WebKitGTK (WebKitWebDriver and
# MiniBrowser, under Xvfb).
install_missing() {
  CHROME="${CHROME_PATH:-/usr/bin/chromium}"
  need=()
  [ -x "$CHROME" ] || need+=(chromium)
  [ -x "${FIREFOX_PATH:-/usr/bin/firefox-esr}" ] || need+=(firefox-esr)
  command -v WebKitWebDriver >/dev/null 2>&1 || need+=(webkit2gtk-driver)
  command -v Xvfb >/dev/null 2>&1 || need+=(xvfb)
  command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || need+=(nginx)
  # deploy/nginx.conf sends the build's Brotli copies with this module.
  [ -e /etc/nginx/modules-enabled/50-mod-http-brotli-static.conf ] || need+=(libnginx-mod-http-brotli-static)
  # The nginx test serves deploy/nginx.conf over https with a certificate it makes with openssl.
  command -v openssl >/dev/null 2>&1 || need+=(openssl)
  if [ ${#need[@]} -gt 0 ]; then
    # As root, or through sudo where it needs no password (CI runners).
    as_root=()
    [ "$(id -u)" = 0 ] || { command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null && as_root=(sudo -n); }
    if { [ "$(id -u)" = 0 ] || [ ${#as_root[@]} -gt 0 ]; } && command -v apt-get >/dev/null 2>&1; then
      echo "Installing ${need[*]} with apt-get..."
      "${as_root[@]}" apt-get update -qq >/dev/null
      "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
    else
      echo "Missing ${need[*]}: install Debian's packages (sudo apt-get install ${need[*]}) or set CHROME_PATH (FIREFOX_PATH) to a Chromium (Firefox) binary." >&2
      exit 1
    fi
  fi
}
stage apt install_missing

# Formatting first: it is the quickest check and says which files to run `npm run format` on.
stage format npm run -s format:check
# The build checks before it builds: `npm run check` (generated files up to date, types) and
# the content (the one engine of `npm run validate`), so neither is run again on its own. It
# comes before the tests: its type check, bundles and pictures are cached (.cache/build,
# public/img) for the whole builds of tests/build/, which reuse them instead of paying them
# in their first build.
stage build npm run -s build
# Then the vitest projects of vitest.config.ts in two lanes at once, one per core: the whole
# builds of tests/build/ (temporary content and output folders, one build at a time) in the
# background, beside the unit tests and then the checks of the built HTML in dist/ (validity,
# links, SEO, the counts of the specification), which no build test writes to. The background
# lane's output is printed when both are done.
vitest_lanes() {
  local log status=0 builds
  log=$(mktemp)
  stage build-tests npx vitest run --project build >"$log" 2>&1 &
  builds=$!
  stage unit npx vitest run --project unit || status=$?
  stage site npx vitest run --project site || status=$?
  wait "$builds" || status=$?
  cat "$log"
  rm -f "$log"
  return $status
}
stage vitest vitest_lanes
# The site the browser tests start listens on a free port unless E2E_PORT names one: a second
# checkout's suite, or anything else on 4321, would otherwise fail the stage before a test ran.
# The tests' own freePort (tests/support/ports.ts) picks it.
[ -n "${E2E_PORT:-}" ] || export E2E_PORT=$(npx tsx -e "import('./tests/support/ports.ts').then(async ({ freePort }) => console.log(await freePort()))")
stage browser npx playwright test
# Chromium, Firefox ESR and WebKitGTK at a laptop's and a phone's width: tests/engines/smoke.test.ts.
stage engines npm run -s test:engines
