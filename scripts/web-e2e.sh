#!/usr/bin/env bash
# The web front in a real browser: installs what a fresh Debian machine lacks (`apt-get update` first: Debian's
# chromium and node-typescript; Python's websocket-client from PyPI); runs the unit tests of the front's pure parts under
# Node and type-checks Web/koloda.d.ts (Web/tests); builds Web/dist/koloda.wasm if it is missing; then serves the demo
# and drives headless Chromium over the DevTools protocol with real mouse, touch and key input (scripts/web/e2e.py says
# what it checks). Screenshots go to the folder it prints (default out/web-e2e). About 15–30 s once installed.
#
#   scripts/web-e2e.sh [SHOTS_FOLDER]
set -euo pipefail
cd "$(dirname "$0")/.."
shots="${1:-out/web-e2e}"
if ! command -v chromium >/dev/null 2>&1; then
    echo "Installing: chromium"
    sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
fi
if ! command -v tsc >/dev/null 2>&1 || ! command -v node >/dev/null 2>&1; then
    echo "Installing: node-typescript (and Node)"
    sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq node-typescript >/dev/null
fi
if ! python3 -c 'import websocket' 2>/dev/null; then
    echo "Installing: websocket-client (PyPI)"
    python3 -m pip install -q websocket-client
fi
# The front's pure parts first (plan decoding, directions, phrases, keys), under Node, and koloda.d.ts against an app's
# use and misuse (Debian's TypeScript compiler): seconds.
node --test Web/tests/
tsc --noEmit --strict --target es2020 --module es2020 --moduleResolution node --lib es2020,dom Web/tests/types.ts
[ -f Web/dist/koloda.wasm ] || ./scripts/wasm-build.sh
exec python3 scripts/web/e2e.py "$shots"
