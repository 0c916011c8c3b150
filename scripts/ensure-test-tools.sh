#!/usr/bin/env bash
# Makes sure the programs the tests run exist: a Chromium for Playwright, and Debian's redis-server
# and nginx, which tests start on free loopback ports and stop. Debian's packages where apt-get
# exists (Playwright's own browser download is not reachable from every machine), otherwise
# Playwright's installer for the browser.
set -euo pipefail

missing=()
chromium=""
for candidate in "${CHROMIUM_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser; do
  if [ -n "$candidate" ] && [ -x "$candidate" ]; then chromium="$candidate"; fi
done
[ -n "$chromium" ] || missing+=(chromium)
# The end-to-end tests run in Chromium's headless shell where there is one (playwright.config.ts
# says why), else in the browser; the benches and screenshots in the browser.
headless_shell=()
if [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/bin/chromium-headless-shell ] && command -v apt-get >/dev/null 2>&1; then
  headless_shell=(chromium-headless-shell)
fi
command -v redis-server >/dev/null 2>&1 || [ -x /usr/bin/redis-server ] || missing+=(redis-server)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)

[ ${#missing[@]} -eq 0 ] && [ ${#headless_shell[@]} -eq 0 ] && exit 0

if command -v apt-get >/dev/null 2>&1; then
  sudo=""
  if [ "$(id -u)" != "0" ]; then sudo="sudo"; fi
  echo "Installing Debian's ${missing[*]}${missing[*]:+ }${headless_shell[*]} for the tests..."
  $sudo apt-get update -qq
  if [ ${#missing[@]} -gt 0 ]; then
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
  # A Debian without the package (before Chromium's headless shell was one) runs them in the browser.
  if [ ${#headless_shell[@]} -gt 0 ]; then
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${headless_shell[@]}" >/dev/null ||
      echo "No chromium-headless-shell here: the end-to-end tests run in chromium." >&2
  fi
  # The packages start their own services; the tests start theirs on free ports.
  for service in redis-server nginx; do
    $sudo service "$service" stop >/dev/null 2>&1 || true
  done
  exit 0
fi

if [[ " ${missing[*]} " == *" chromium "* ]]; then
  echo "No apt-get: installing Playwright's Chromium..."
  npx playwright install chromium
fi
echo "No apt-get: install ${missing[*]} yourself for the tests that need them." >&2
[[ " ${missing[*]} " != *" redis-server "* ]]
