#!/usr/bin/env bash
# `npm test`: content validation, type checks, unit tests, a fresh build, then the browser,
# HTML, link, accessibility and deployment tests against the built site.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each stage's wall time and the load average as it ends, summed up at the end even when a
# stage fails: on a shared machine a slow run says why (bench/contention.sh reproduces one).
timings=()
stage() {
  local name=$1 start=$SECONDS status=0
  shift
  "$@" || status=$?
  timings+=("$(printf '%-8s %5d s   load %s%s' "$name" $((SECONDS - start)) "$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)" "$([ $status = 0 ] || echo "   FAILED ($status)")")")
  return $status
}
summary() { [ ${#timings[@]} -eq 0 ] || printf 'npm test, seconds per stage:\n%s\n' "$(printf '  %s\n' "${timings[@]}")"; }
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
checks() { npm run -s format:check && npm run -s validate && npm run -s check; }
stage checks checks
# Unit tests and whole-build tests (temporary content and output folders): the vitest
# projects `unit` and `build` of vitest.config.ts.
stage unit npx vitest run --project unit --project build
stage build npm run -s build
# Checks of the built HTML: validity, links, SEO, the counts of the specification.
stage site npx vitest run --project site
stage browser npx playwright test
# Chromium, Firefox ESR and WebKitGTK at a laptop's and a phone's width: tests/engines/smoke.test.ts.
stage engines npm run -s test:engines
