#!/usr/bin/env bash
# Builds the package for the Mac against a real macOS SDK, with the Linux Swift toolchain: type-checks and compiles
# arm64 objects, natively for macOS (the engine, the SwiftUI `KolodaStack` and a macOS example app) and under Mac
# Catalyst (the engine, the UIKit `KolodaView`, the SwiftUI front and the iOS example app). Nothing is linked and
# nothing runs here. See docs/ios-build.md, "The Mac".
#
#   usage: scripts/mac-build.sh
#
# The SDK: $MACOS_SDK; else MacOSX15.5.sdk in the cache that scripts/get-ios-sdk.sh fills ($KOLODA_IOS_CACHE,
# default ~/.cache/koloda-ios); else, on a Mac, `xcrun --sdk macosx --show-sdk-path`. With none it says so and
# exits with status 2. Stages, in order; any failure stops the build with exit status 1:
#   selftest  the check is not vacuous: each file in scripts/mac/selftest must fail with its `// expect:` message,
#             for macOS or Mac Catalyst as its `// against:` line says
#   macOS     KolodaCore, Koloda (Swift 6 mode, warnings as errors) and Examples/macOS/KolodaMac as arm64 objects
#             for macOS at the package's deployment target (`.macOS(.vNN)` in Package.swift); the snippets
#             (Snippets/, which `swift build` builds on a Mac) type-checked there
#   Catalyst  KolodaCore, Koloda and the iOS example app (the sources its Xcode project lists) as arm64 objects for
#             Mac Catalyst
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
t0=$(date +%s.%N)
elapsed() { python3 -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.1f} s')" "$1" "$(date +%s.%N)"; }
say() { printf 'mac-build: %s\n' "$*"; }
fail() { say "FAILED: $*"; exit 1; }

# --- The SDK -------------------------------------------------------------------------------------------------------
cache=${KOLODA_IOS_CACHE:-$HOME/.cache/koloda-ios}
sdk=${MACOS_SDK:-}
if [ -z "$sdk" ] && [ -f "$cache/MacOSX15.5.sdk/SDKSettings.json" ]; then sdk=$cache/MacOSX15.5.sdk; fi
if [ -z "$sdk" ] && command -v xcrun >/dev/null 2>&1; then
    sdk=$(xcrun --sdk macosx --show-sdk-path 2>/dev/null || true)
fi
if [ -z "$sdk" ] || [ ! -d "$sdk/usr/lib/swift" ]; then
    echo "mac-build: no macOS SDK: set MACOS_SDK, or fill $cache with scripts/get-ios-sdk.sh" \
        "(see docs/ios-build.md)" >&2
    exit 2
fi
sdk=$(cd "$sdk" && pwd)
sdk_version=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["Version"])' "$sdk/SDKSettings.json")
[ -f "$sdk/System/Library/Frameworks/SwiftUI.framework/Modules/module.modulemap" ] ||
    fail "$sdk has no SwiftUI.framework/Modules: its framework links are missing (get-ios-sdk.sh restores them)"

# --- Tools and targets ---------------------------------------------------------------------------------------------
scripts/install-packages.sh --ios  # python3 (the helpers); the iOS build's set, of which this build links nothing
swiftc=$(command -v swiftc)
toolchain_lib=$(cd "$(dirname "$(readlink -f "$swiftc")")/../lib/swift" && pwd)
# The deployment targets are the package's: `.macOS(.vNN)` in Package.swift for macOS. Mac Catalyst follows the iOS
# target, but arm64 Macs start at macOS 11, whose Mac Catalyst is iOS 14.0: the lowest arm64 Catalyst target.
macos_os=$(grep -oE '\.macOS\(\.v[0-9_]+\)' Package.swift | head -n 1 | grep -oE '[0-9_]+' | tr _ .)
[[ $macos_os == *.* ]] || macos_os=$macos_os.0
ios_os=$(grep -oE '\.iOS\(\.v[0-9_]+\)' Package.swift | head -n 1 | grep -oE '[0-9]+' | head -n 1)
catalyst_os=$((ios_os > 14 ? ios_os : 14)).0
say "SDK $sdk (macOS $sdk_version); macOS $macos_os, Mac Catalyst $catalyst_os; $("$swiftc" --version 2>&1 | head -n 1)"

# Generated inputs live in the cache, beside the SDK's module cache, so that both stay valid from run to run.
work=$cache/work/$(basename "$sdk")
scripts/ios/resource-dir.sh "$toolchain_lib" "$sdk" "$work/resource-dir"
common=(-sdk "$sdk" -resource-dir "$work/resource-dir" -module-cache-path "$work/module-cache")
macos=(-target "arm64-apple-macos$macos_os" "${common[@]}")
# Mac Catalyst's frameworks and Swift modules are the SDK's System/iOSSupport; Xcode's driver adds these paths for a
# -macabi target, the Linux one does not.
ios_support=$sdk/System/iOSSupport
catalyst=(-target "arm64-apple-ios$catalyst_os-macabi" "${common[@]}" -Fsystem "$ios_support/System/Library/Frameworks"
          -I "$ios_support/usr/lib/swift")

out=$root/.build/mac
rm -rf "$out"
mkdir -p "$out/logs"
# SwiftPM generates `Bundle.module` for a target with resources (Koloda's localized strings); this build compiles
# the sources directly, so it adds the accessor's stand-in (the strings are not copied: nothing runs here).
bundle_accessor=$out/KolodaBundle.swift
printf '%s\n' 'import Foundation' '' 'extension Foundation.Bundle {' \
    '    /// Stand-in for the accessor SwiftPM generates for the target'"'"'s resources.' \
    '    static var module: Bundle { Bundle.main }' '}' >"$bundle_accessor"

# compile LOG SWIFTC_ARGS... and swift_files DIR...
source scripts/ios/compile.sh

# --- selftest ------------------------------------------------------------------------------------------------------
t=$(date +%s.%N)
caught=0
for bad in scripts/mac/selftest/*.swift; do
    case $(sed -n 's|^// against: ||p' "$bad") in
        macos) flags=("${macos[@]}") ;;
        catalyst) flags=("${catalyst[@]}") ;;
        *) fail "$bad has no // against: macos or catalyst line" ;;
    esac
    mapfile -t expect < <(sed -n 's|^// expect: ||p' "$bad")
    [ ${#expect[@]} -gt 0 ] || fail "$bad has no // expect: line"
    log=$out/logs/selftest-$(basename "$bad" .swift).log
    if "$swiftc" -typecheck -swift-version 6 -warnings-as-errors "${flags[@]}" "$bad" >"$log" 2>&1; then
        fail "selftest: $bad type-checks, but must fail with: ${expect[0]}"
    fi
    grep -qF "${expect[@]/#/-e}" "$log" || {
        grep -E 'error:' "$log" | head -n 5
        fail "selftest: $bad fails, but not with: ${expect[0]}"
    }
    caught=$((caught + 1))
done
say "selftest: $caught mistakes caught, each with its expected message ($(elapsed "$t"))"

# build NAME PLATFORM_FLAGS_VAR PLATFORM APP_MODULE APP_SOURCES...: KolodaCore, Koloda and the app as arm64 objects
# into $out/NAME, Swift 6 mode with warnings as errors; each object's LC_BUILD_VERSION must name PLATFORM ("macOS
# 12.0", "Mac Catalyst 14.0"). The package's modules share its name, as under SwiftPM.
build() {
    local name=$1 expected=$3 app=$4 dir=$out/$1
    local -n platform=$2
    shift 4
    mkdir -p "$dir/modules" "$dir/objects"
    local flags=(-c -parse-as-library -wmo -swift-version 6 -warnings-as-errors "${platform[@]}" -I "$dir/modules")
    compile "$name-KolodaCore" "${flags[@]}" -package-name Koloda -module-name KolodaCore \
        $(swift_files Sources/KolodaCore) -emit-module -emit-module-path "$dir/modules/KolodaCore.swiftmodule" \
        -o "$dir/objects/KolodaCore.o" ||
        fail "KolodaCore does not build for $name"
    compile "$name-Koloda" "${flags[@]}" -package-name Koloda -module-name Koloda $(swift_files Sources/Koloda) \
        "$bundle_accessor" -emit-module -emit-module-path "$dir/modules/Koloda.swiftmodule" \
        -o "$dir/objects/Koloda.o" ||
        fail "Koloda does not build for $name"
    compile "$name-$app" "${flags[@]}" -module-name "$app" "$@" -o "$dir/objects/$app.o" ||
        fail "$app does not build against Koloda for $name"
    local summary sizes=""
    for o in "$dir"/objects/*.o; do
        summary=$(python3 scripts/ios/macho-summary.py "$o")
        [[ $summary == "Mach-O 64-bit arm64 object, $expected+ "* ]] ||
            fail "$(basename "$o") is not an arm64 object for $expected: $summary"
        sizes+="$(basename "$o" .o) $(stat -c %s "$o") B, "
    done
    say "$name: ${sizes%, } (each a $summary)"
}

# --- macOS ---------------------------------------------------------------------------------------------------------
t=$(date +%s.%N)
build macos macos "macOS $macos_os" KolodaMac $(swift_files Examples/macOS/KolodaMac)
# The stack is there on the Mac: its public types are in the module, and the Mac's frame clock and keys in the object.
types=$("$(dirname "$swiftc")/llvm-nm" --defined-only "$out/macos/objects/Koloda.o" |
    "$(dirname "$swiftc")/swift-demangle" --compact | sed -n 's/.* S nominal type descriptor for //p')
for type in KolodaStack KolodaStackController ScheduledDisplayClock DisplayLinkTarget MacDeckKeys; do
    grep -qx "Koloda.$type" <<<"$types" || fail "Koloda.o for macOS defines no type $type"
done
# `swift build` on a Mac builds every snippet for the Mac, at the package's macOS target: each must type-check there.
snippets=0
for snippet in Snippets/*.swift; do
    compile "macos-snippet-$(basename "$snippet" .swift)" -typecheck -swift-version 6 -warnings-as-errors \
        "${macos[@]}" -I "$out/macos/modules" "$snippet" || fail "$snippet does not type-check for macOS $macos_os"
    snippets=$((snippets + 1))
done
say "macOS: KolodaCore, Koloda (KolodaStack with the Mac's frame clock and keys; Swift 6, no warnings) and the" \
    "macOS example for arm64-apple-macos$macos_os; the $snippets snippets type-check there ($(elapsed "$t"))"

# --- Mac Catalyst --------------------------------------------------------------------------------------------------
t=$(date +%s.%N)
# The iOS example's sources are the ones its Xcode project compiles (checked by a real .pbxproj parser).
scripts/check-xcode-project.sh "$out/xcode-sources" | sed 's/^/mac-build: /' ||
    fail "the example's Xcode project (above)"
mapfile -t example_sources <"$out/xcode-sources"
build catalyst catalyst "Mac Catalyst $catalyst_os" KolodaExample "${example_sources[@]}"
# Storyboards and XIBs name module "Koloda": the classes they name must be Objective-C classes of that module.
classes=$("$(dirname "$swiftc")/llvm-nm" --defined-only "$out/catalyst/objects/Koloda.o")
for class in KolodaView OverlayView; do
    grep -q " S _OBJC_CLASS_\$__TtC6Koloda${#class}$class\$" <<<"$classes" ||
        fail "Koloda.o for Mac Catalyst defines no Objective-C class Koloda.$class"
done
say "Mac Catalyst: KolodaCore, Koloda (UIKit KolodaView and SwiftUI KolodaStack; Swift 6, no warnings) and the iOS" \
    "example app for arm64-apple-ios$catalyst_os-macabi; storyboard classes present ($(elapsed "$t"))"

say "PASSED in $(elapsed "$t0") against $(basename "$sdk" .sdk): objects in $out (not linked; nothing has run:" \
    "there is no Mac here)"
