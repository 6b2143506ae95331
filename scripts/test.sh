#!/usr/bin/env bash
# Runs every test of the package on a fresh Debian machine: installs what is missing, builds with warnings
# treated as failures, runs `swift test`, then the end-to-end test of the real window under Xvfb.
set -euo pipefail
cd "$(dirname "$0")/.."

# System libraries and test tools (Debian packages).
scripts/install-packages.sh --test-tools

# Build, and fail on any compiler warning in our own code (SwiftPM's notes about pkg-config flags are not ours).
log=$(mktemp)
swift build --build-tests 2>&1 | tee "$log"
if grep -E "/(Sources|Tests|Fuzz|Examples|Benchmarks|Snippets)/.*(warning|error):" "$log"; then
    echo "test.sh: compiler warnings or errors above" >&2
    exit 1
fi

swift test

if [ -x scripts/e2e.sh ]; then
    scripts/e2e.sh
fi
