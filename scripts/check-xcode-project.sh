#!/usr/bin/env bash
# Checks the example app's Xcode project (Examples/iOS/KolodaExample.xcodeproj) with a real .pbxproj parser, the
# PyPI package `pbxproj`, installed here into a virtual environment of its own; see scripts/ios/xcode-project.py for
# what it checks. scripts/ios-build.sh runs it and builds the Swift sources it lists.
#
#   usage: scripts/check-xcode-project.sh [SOURCES_OUT]
#     SOURCES_OUT  where to write the app target's Swift sources, one a line (default: .build/ios/xcode-sources)
# The environment lives in $KOLODA_TOOLS_CACHE (default ~/.cache/koloda-tools), outside the checkout.
#
# First a selftest, so that the check is not vacuous: each mistake below, made in a copy of the example, must fail
# the check with its message.
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
if command -v flock >/dev/null 2>&1; then flock 9; fi
if ! "$venv/bin/python" -c 'import pbxproj' 2>/dev/null || [ "$(cat "$venv/installed" 2>/dev/null)" != "$parser" ]; then
    rm -rf "$venv"
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet --disable-pip-version-check "$parser"
    echo "$parser" >"$venv/installed"
fi
exec 9>&-
check() { "$venv/bin/python" scripts/ios/xcode-project.py "$@"; }

# --- selftest ------------------------------------------------------------------------------------------------------
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
project=Examples/iOS/KolodaExample.xcodeproj
app=Examples/iOS/KolodaExample
# mistake MESSAGE COMMAND...: runs COMMAND in a fresh copy of the example; the check must then fail with MESSAGE.
mistakes=0
mistake() {
    local expect=$1; shift
    rm -rf "$scratch/copy"; mkdir -p "$scratch/copy/Examples"
    cp -R Examples/iOS "$scratch/copy/Examples/"; cp Package.swift "$scratch/copy/"
    (cd "$scratch/copy" && "$@")
    if check "$scratch/copy/$project" "$scratch/sources" "$scratch/copy" >"$scratch/log" 2>&1; then
        echo "check-xcode-project: selftest: the check passes after: $*" >&2; exit 1
    fi
    grep -qF "$expect" "$scratch/log" || {
        cat "$scratch/log" >&2; echo "check-xcode-project: selftest: after $*, expected: $expect" >&2; exit 1; }
    mistakes=$((mistakes + 1))
}
plist=$app/Info.plist
pbxproj=$project/project.pbxproj
mistake "does not parse" sed -i '0,/isa = PBXGroup;/s//isa = PBXGroup/' "$pbxproj"
mistake "ButtonBars.swift, which does not exist" sed -i 's|path = ButtonBar.swift;|path = ButtonBars.swift;|' "$pbxproj"
mistake "Stray.swift is in the app's folder but not in target" touch "$app/Stray.swift"
mistake "not this repository" sed -i 's|relativePath = ../..;|relativePath = ..;|' "$pbxproj"
mistake "SWIFT_VERSION 5.0" sed -i 's|SWIFT_VERSION = 6.0;|SWIFT_VERSION = 5.0;|' "$pbxproj"
mistake "CFBundleIdentifier" sed -i 's|PRODUCT_BUNDLE_IDENTIFIER = org.koloda.example;|PRODUCT_BUNDLE_IDENTIFIER = org.koloda.other;|' "$pbxproj"
mistake "no UIApplicationSceneManifest" python3 -c 'import plistlib,sys; p=plistlib.load(open(sys.argv[1],"rb")); del p["UIApplicationSceneManifest"]; plistlib.dump(p, open(sys.argv[1],"wb"))' "$plist"
mistake "scene delegate" sed -i 's|class SceneDelegate|class WindowDelegate|' "$app/ExampleApp.swift"
mistake "no UILaunchStoryboardName" python3 -c 'import plistlib,sys; p=plistlib.load(open(sys.argv[1],"rb")); del p["UILaunchStoryboardName"]; plistlib.dump(p, open(sys.argv[1],"wb"))' "$plist"
mistake "iPad lacks orientations" python3 -c 'import plistlib,sys; p=plistlib.load(open(sys.argv[1],"rb")); p["UISupportedInterfaceOrientations~ipad"]=p["UISupportedInterfaceOrientations"]; plistlib.dump(p, open(sys.argv[1],"wb"))' "$plist"
mistake "no shared scheme" rm -r "$project/xcshareddata"

# --- the project ---------------------------------------------------------------------------------------------------
check "$project" "$sources_out"
echo "check-xcode-project: selftest: $mistakes mistakes caught, each with its message"
