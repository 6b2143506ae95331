#!/usr/bin/env bash
# Checks the example app's Xcode project (Examples/iOS/KolodaExample.xcodeproj) with a real .pbxproj parser, the
# PyPI package `pbxproj`, installed here into a virtual environment of its own; see scripts/ios/xcode-project.py for
# what it checks. scripts/ios-build.sh runs it and builds the Swift sources it lists.
#
#   usage: scripts/check-xcode-project.sh [SOURCES_OUT]
#     SOURCES_OUT  where to write the app target's Swift sources, one a line (default: .build/ios/xcode-sources)
# The environment lives in $KOLODA_TOOLS_CACHE (default ~/.cache/koloda-tools), outside the checkout.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
sources_out=${1:-.build/ios/xcode-sources}
mkdir -p "$(dirname "$sources_out")"
tools=${KOLODA_TOOLS_CACHE:-$HOME/.cache/koloda-tools}
venv=$tools/pbxproj-venv
parser=pbxproj==4.3.3
mkdir -p "$tools"
# One installer at a time: other checkouts on this machine share the environment.
exec 9>"$tools/pbxproj.lock"
flock 9
if ! "$venv/bin/python" -c 'import pbxproj' 2>/dev/null || [ "$(cat "$venv/installed" 2>/dev/null)" != "$parser" ]; then
    rm -rf "$venv"
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet --disable-pip-version-check "$parser"
    echo "$parser" >"$venv/installed"
fi
flock -u 9
"$venv/bin/python" scripts/ios/xcode-project.py Examples/iOS/KolodaExample.xcodeproj "$sources_out"
