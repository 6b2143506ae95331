#!/usr/bin/env bash
# Runs every test of the package on a fresh Debian machine: installs what is missing, builds with warnings
# treated as failures, runs `swift test`, then the end-to-end test of the real window under Xvfb.
set -euo pipefail
cd "$(dirname "$0")/.."

# System libraries and test tools (Debian packages).
scripts/install-packages.sh --test-tools

# Build, and fail on any compiler warning in our own code. SwiftPM's line about Pango's `-pthread` flag is not about
# our code and is dropped (scripts/known-noise.sh says why); any other line is shown.
log=$(mktemp)
swift build --build-tests 2>&1 | scripts/known-noise.sh | tee "$log"
if grep -E "/(Sources|Tests|Fuzz|Examples|Benchmarks|Snippets)/.*(warning|error):" "$log"; then
    echo "test.sh: compiler warnings or errors above" >&2
    exit 1
fi

# The live session's miss counter (scripts/perf-session.sh), on synthetic present logs.
python3 scripts/test_present_log.py

# The test that opens a window without a display must not make Wayland print an error (scripts/runtime-dir.sh).
source scripts/runtime-dir.sh
swift test 2>&1 | scripts/known-noise.sh

if [ -x scripts/e2e.sh ]; then
    scripts/e2e.sh
fi
