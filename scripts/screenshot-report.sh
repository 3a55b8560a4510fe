#!/usr/bin/env bash
# Renders `syncflow report` as HTML and takes a screenshot of the page with headless Chromium
# (Debian's `chromium` package), to check what a person sees. Not part of CI.
#
#   scripts/screenshot-report.sh [OUT.png [WIDTHxHEIGHT [PATH…]]]
#
# Defaults: report.png, 1400x2400, the whole tests/ directory. The HTML page is kept next to
# the PNG (OUT.html). Installs chromium with apt-get when it is missing (as root or via sudo).
set -euo pipefail
cd "$(dirname "$0")/.."

out=${1:-report.png}
size=${2:-1400x2400}
shift $(( $# > 2 ? 2 : $# ))
paths=("$@")
[ ${#paths[@]} -gt 0 ] || paths=(tests)
html="${out%.png}.html"
mkdir -p "$(dirname "$out")"

if ! command -v chromium >/dev/null 2>&1; then
  sudo=""
  [ "$(id -u)" = 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
fi

cargo run --release --quiet -- report "${paths[@]}" --html "$html" >/dev/null
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
chromium --headless --no-sandbox --disable-gpu --disable-background-networking \
  --disable-component-update --disable-sync --no-first-run --user-data-dir="$profile" \
  --hide-scrollbars --screenshot="$(realpath -m "$out")" --window-size="${size/x/,}" \
  "file://$(realpath "$html")" 2>/dev/null
echo "wrote $out (page: $html)"
