#!/usr/bin/env bash
# Makes sure a Chromium exists for Playwright: Debian's package where apt-get exists (Playwright's
# own download is not reachable from every machine), otherwise Playwright's installer.
set -euo pipefail

for candidate in "${CHROMIUM_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser; do
  if [ -n "$candidate" ] && [ -x "$candidate" ]; then
    exit 0
  fi
done

if command -v apt-get >/dev/null 2>&1; then
  sudo=""
  if [ "$(id -u)" != "0" ]; then sudo="sudo"; fi
  echo "Installing Debian's chromium for the end-to-end tests..."
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
  exit 0
fi

echo "No apt-get: installing Playwright's Chromium..."
npx playwright install chromium
