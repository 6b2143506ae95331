#!/usr/bin/env bash
# Runs koloda-demo (Koloda's example app), installing the Debian packages it needs first if any are missing.
# Usage: scripts/demo.sh [koloda-demo options]   (e.g. --help, --events FILE, --record demo.gif)
#
# With no display the demo records koloda-demo.gif and says so in one sentence (and Wayland's complaint about an unset
# XDG_RUNTIME_DIR is not printed: scripts/runtime-dir.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-packages.sh
swift build -c release --product koloda-demo 2>&1 | scripts/known-noise.sh
bin=$(swift build -c release --show-bin-path 2>/dev/null)/koloda-demo
source scripts/runtime-dir.sh
"$bin" "$@"
