#!/usr/bin/env bash
# The web front's held-drag measurement (scripts/web/perf.py): CPU of every Chromium process and missed frames for
# the demo, a plain rAF page and floor pages (one, two and three card-sized elements moved by the drag), at 1080×1920
# and 540×960.
# Not in CI; for reports. Needs what scripts/web-e2e.sh installs and Web/dist/koloda.wasm (built if missing).
#
#   scripts/web-perf.sh [--runs N] [--sizes 1080x1920,540x960] [--pages …] [--rounds R] [--before DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f Web/dist/koloda.wasm ] || ./scripts/wasm-build.sh
uptime
exec python3 scripts/web/perf.py "$@"
