#!/usr/bin/env bash
# Runs koloda-demo (Koloda's example app), installing the Debian packages it needs first if any are missing.
# Usage: scripts/demo.sh [koloda-demo options]   (e.g. --help, --events FILE, --record demo.gif)
#
# With no display the demo records koloda-demo.gif and says so in one sentence. On such a machine SDL tries Wayland,
# whose client library prints "error: XDG_RUNTIME_DIR is invalid or not set" when that variable is unset (as in a
# container or an ssh session without a login manager): the demo then gets a private, empty runtime folder, where
# Wayland finds no display and says nothing.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-packages.sh
swift build -c release --product koloda-demo 2>&1 | scripts/known-noise.sh
bin=$(swift build -c release --show-bin-path 2>/dev/null)/koloda-demo
if [ -z "${XDG_RUNTIME_DIR:-}" ] || [ ! -d "$XDG_RUNTIME_DIR" ]; then
    XDG_RUNTIME_DIR=$(mktemp -d)  # mode 0700, as the XDG Base Directory specification asks
    export XDG_RUNTIME_DIR
    trap 'rm -rf "$XDG_RUNTIME_DIR"' EXIT
fi
"$bin" "$@"
