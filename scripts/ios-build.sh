#!/usr/bin/env bash
# Builds the package for iOS against real iPhoneOS SDKs, with the Linux Swift toolchain: type-checks, compiles arm64
# objects and links an arm64 iOS executable (which cannot run here). See docs/ios-build.md.
#
#   usage: scripts/ios-build.sh [--update-api] [APP_SOURCE.swift ...]
#     no arguments   builds the library (KolodaCore, Koloda) and the example app, Examples/iOS, in Swift 6 mode;
#     APP_SOURCE...  an app's own files, compiled in Swift 5 mode against `import Koloda` and linked in place of
#                    the example app's (for checking that an existing Koloda app builds unchanged);
#     --update-api   rewrites api/Koloda-iOS.txt from this build instead of comparing with it (stage api below).
#
# The SDK that links: $IOS_SDK; else iPhoneOS16.5.sdk in the cache that scripts/get-ios-sdk.sh fills
# ($KOLODA_IOS_CACHE, default ~/.cache/koloda-ios); else, on a Mac, `xcrun --sdk iphoneos --show-sdk-path`.
# Newer SDKs: each iPhoneOS*.sdk in the cache of a higher version (get-ios-sdk.sh puts 18.6 and 26.2 there). Their
# public copies' link stubs are incomplete, so against them the build type-checks and compiles objects, no link.
# Stages, in order; any failure stops the build with exit status 1:
#   selftest      the check is not vacuous: files under scripts/ios/selftest must fail with their `// expect:` message
#                 (those in selftest/koloda once Koloda is built), those in selftest/good must pass
#   availability  KolodaCore against this toolchain's standard library at the deployment target (what Xcode reports)
#   build         KolodaCore and Koloda (Swift 6 mode, warnings as errors), the README's iOS example and the app
#                 (the example, or the given files) as arm64 objects at the deployment target, then again at iOS 15;
#                 the example's sources are those of its Xcode project, checked by scripts/check-xcode-project.sh
#   api           Koloda's public API on iOS (the UIKit and SwiftUI fronts), from the symbol graph its compile at the
#                 deployment target writes, against the baseline api/Koloda-iOS.txt: any difference, or a change
#                 since the last release that CHANGELOG.md's Unreleased section does not name, fails
#                 (scripts/api-baseline.py; to record a change, CONTRIBUTING.md)
#   link          ld64.lld links the iOS 15 objects into an arm64 Mach-O executable
#   newer SDKs    for each: the selftest's SDK files, then the build at the deployment target (objects, no link)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
api_mode=check
if [ "${1:-}" = --update-api ]; then api_mode=update; shift; fi
t0=$(date +%s.%N)
elapsed() { python3 -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.1f} s')" "$1" "$(date +%s.%N)"; }
say() { printf 'ios-build: %s\n' "$*"; }
fail() { say "FAILED: $*"; exit 1; }

# --- The SDK -------------------------------------------------------------------------------------------------------
cache=${KOLODA_IOS_CACHE:-$HOME/.cache/koloda-ios}
sdk=${IOS_SDK:-}
if [ -z "$sdk" ] && [ -f "$cache/iPhoneOS16.5.sdk/SDKSettings.json" ]; then sdk=$cache/iPhoneOS16.5.sdk; fi
if [ -z "$sdk" ] && command -v xcrun >/dev/null 2>&1; then sdk=$(xcrun --sdk iphoneos --show-sdk-path 2>/dev/null || true); fi
if [ -z "$sdk" ] || [ ! -d "$sdk/usr/lib/swift" ]; then
    echo "ios-build: no iPhoneOS SDK: set IOS_SDK, or fill $cache with scripts/get-ios-sdk.sh (see docs/ios-build.md)" >&2
    exit 2
fi
sdk=$(cd "$sdk" && pwd)
sdk_version_of() { python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["Version"])' "$1/SDKSettings.json"; }
sdk_version=$(sdk_version_of "$sdk")
# The newer SDKs: those in the cache whose version is above the linking SDK's.
newer_sdks=()
for candidate in $(ls -d "$cache"/iPhoneOS*.sdk 2>/dev/null | sort -V); do
    [ -f "$candidate/SDKSettings.json" ] || continue
    version=$(sdk_version_of "$candidate")
    if [ "$version" != "$sdk_version" ] && [ "$(printf '%s\n' "$sdk_version" "$version" | sort -V | tail -n 1)" = "$version" ]; then
        newer_sdks+=("$(cd "$candidate" && pwd)")
    fi
done

# --- Tools ---------------------------------------------------------------------------------------------------------
scripts/install-packages.sh --ios
swiftc=$(command -v swiftc)
toolchain_lib=$(cd "$(dirname "$(readlink -f "$swiftc")")/../lib/swift" && pwd)
# Debian's ld64.lld: the one in the Swift toolchain refuses to link for iOS.
ld64=$(ls -d /usr/lib/llvm-*/bin/ld64.lld 2>/dev/null | sort -V | tail -n 1)
[ -x "$ld64" ] || fail "no ld64.lld (Debian package lld-19)"

# The deployment target is the package's: `.iOS(.vNN)` in Package.swift.
target_os=$(grep -oE '\.iOS\(\.v[0-9_]+\)' Package.swift | head -n 1 | grep -oE '[0-9_]+' | tr _ .)
[[ $target_os == *.* ]] || target_os=$target_os.0
# Linking for iOS 13 and 14 needs the back-deployed Swift concurrency library, which ships only with Xcode; the
# objects are built at the deployment target, the executable is linked for iOS 15, where that library is in the OS.
link_os=15.0

say "SDK $sdk (iOS $sdk_version, links); deployment target iOS $target_os; $("$swiftc" --version 2>&1 | head -n 1)"
for newer in "${newer_sdks[@]}"; do say "SDK $newer (iOS $(sdk_version_of "$newer"), type-check and objects)"; done

# --- Generated inputs, kept in the cache so that its module cache stays valid from one checkout to the next --------
# prepare_sdk SDK: writes the generated inputs for SDK into $cache/work/<SDK's folder name> and sets `work` and
# `sdk_flags` (the flags that compile against it).
prepare_sdk() {
    local sdk=$1
    work=$cache/work/$(basename "$sdk")
    mkdir -p "$work"
    # A resource directory with the toolchain's shims and clang headers, without Linux's Dispatch and Foundation
    # module maps, plus the API notes a Darwin toolchain carries for Dispatch and os.
    local rdir=$work/resource-dir
    scripts/ios/resource-dir.sh "$toolchain_lib" "$sdk" "$rdir"
    # The iOS 18 SDK's UIAccessibility concurrency annotations (Xcode 16 and later build with that SDK or newer);
    # an SDK that has them already gets an empty overlay.
    python3 scripts/ios/backport-annotations.py "$sdk" "$work/headers" >/dev/null
    sdk_flags=(-sdk "$sdk" -resource-dir "$rdir" -module-cache-path "$work/module-cache"
               -Xcc -ivfsoverlay -Xcc "$work/headers/overlay.yaml")
    # SwiftUI's interface in the 16.5 SDK has one inlinable body that Swift 6.3 rejects (an interpolated multi-line
    # os_log format); a copy without the interpolation is found first.
    python3 scripts/ios/swiftui-compat.py "$sdk" "$work/swiftui" >/dev/null
    sdk_flags+=(-I "$work/swiftui")
    # A Swift 6 compiler calls _willThrowTyped for every typed `throw` (and _unexpectedErrorTyped for `try!` of
    # one); a standard library older than Swift 6 lacks both. A copy of the SDK's Swift interface gains them, with
    # the bodies Swift 6 uses on systems older than iOS 18.
    local stdlib_interface=$sdk/usr/lib/swift/Swift.swiftmodule/arm64-apple-ios.swiftinterface
    [ -f "$stdlib_interface" ] || fail "$sdk has no arm64 Swift interfaces (get-ios-sdk.sh makes them for 26.2)"
    if ! grep -q '_willThrowTyped' "$stdlib_interface"; then
        mkdir -p "$work/stdlib/Swift.swiftmodule"
        { cat "$stdlib_interface"; cat scripts/ios/typed-throws.swiftinterface; } >"$work/stdlib/new.swiftinterface"
        if cmp -s "$work/stdlib/new.swiftinterface" "$work/stdlib/Swift.swiftmodule/arm64-apple-ios.swiftinterface"; then
            rm "$work/stdlib/new.swiftinterface"
        else
            mv "$work/stdlib/new.swiftinterface" "$work/stdlib/Swift.swiftmodule/arm64-apple-ios.swiftinterface"
        fi
        sdk_flags+=(-I "$work/stdlib")
    fi
}
prepare_sdk "$sdk"
rdir=$work/resource-dir

out=$root/.build/ios
rm -rf "$out"
mkdir -p "$out/logs"
# SwiftPM generates `Bundle.module` for a target with resources (Koloda's localized strings); this build compiles the
# sources directly, so it adds the accessor's stand-in (the strings are not copied: nothing runs here).
bundle_accessor=$out/KolodaBundle.swift
printf '%s\n' 'import Foundation' '' 'extension Foundation.Bundle {' \
    '    /// Stand-in for the accessor SwiftPM generates for the target'"'"'s resources.' \
    '    static var module: Bundle { Bundle.main }' '}' >"$bundle_accessor"
ios=(-target "arm64-apple-ios$target_os" "${sdk_flags[@]}")

# compile LOG SWIFTC_ARGS... and swift_files DIR...
source scripts/ios/compile.sh

# --- selftest ------------------------------------------------------------------------------------------------------
t=$(date +%s.%N)
# The re-targeted standard library: this toolchain's interfaces, with every Apple platform's availability.
case $(uname -m) in aarch64|arm64) sim_arch=arm64 ;; *) sim_arch=x86_64 ;; esac
host_interface=$(ls "$toolchain_lib"/linux/Swift.swiftmodule/*-unknown-linux-gnu.swiftinterface | head -n 1)
host_triple=$(basename "$host_interface" .swiftinterface)
stdlib_sdk=$work/stdlib-sdk
mkdir -p "$stdlib_sdk"
cp -p "$sdk/SDKSettings.json" "$stdlib_sdk/"
python3 scripts/ios/retarget-stdlib.py "$toolchain_lib/linux" "$stdlib_sdk" "$sim_arch-apple-ios$target_os-simulator" \
    "$sim_arch-apple-ios-simulator" "$host_triple" >/dev/null
stdlib_only=(-target "$sim_arch-apple-ios$target_os-simulator" -sdk "$stdlib_sdk" -resource-dir "$rdir"
             -module-cache-path "$work/module-cache" -Xfrontend -disable-objc-interop)
selftest_count=0
label=$(basename "$sdk" .sdk)  # names the logs and objects of the SDK being built against
# expect_failure FILE SWIFTC_ARGS...: FILE must fail to type-check with one of its `// expect:` lines (SDKs of
# different ages word some messages differently).
expect_failure() {
    local bad=$1; shift
    local expect name
    mapfile -t expect < <(sed -n 's|^// expect: ||p' "$bad")
    [ ${#expect[@]} -gt 0 ] || fail "$bad has no // expect: line"
    name=$label-selftest-$(basename "$bad" .swift)
    if "$swiftc" "$@" "$bad" >"$out/logs/$name.log" 2>&1; then
        fail "selftest: $bad type-checks with $label, but must fail with: ${expect[0]}"
    fi
    grep -qF "${expect[@]/#/-e}" "$out/logs/$name.log" || {
        grep -E 'error:' "$out/logs/$name.log" | head -n 5
        fail "selftest: $bad fails with $label, but not with: ${expect[0]}"
    }
    selftest_count=$((selftest_count + 1))
}
for bad in scripts/ios/selftest/*.swift; do  # each must fail
    if grep -q '^// against: stdlib' "$bad"; then flags=("${stdlib_only[@]}"); else flags=("${ios[@]}"); fi
    expect_failure "$bad" -typecheck -swift-version 6 -warnings-as-errors "${flags[@]}"
done
say "selftest: $selftest_count mistakes caught, each with its expected message ($(elapsed "$t"))"

# --- availability --------------------------------------------------------------------------------------------------
t=$(date +%s.%N)
compile availability -typecheck -parse-as-library -module-name KolodaCore -package-name Koloda -swift-version 6 \
    -warnings-as-errors "${stdlib_only[@]}" $(swift_files Sources/KolodaCore) ||
    fail "KolodaCore uses standard-library API newer than iOS $target_os (above)"
say "availability: KolodaCore against the Swift $("$swiftc" --version 2>&1 | grep -oE '[0-9]+\.[0-9]+(\.[0-9]+)?' | head -n 1) standard library at iOS $target_os: clean ($(elapsed "$t"))"

# --- library and app -------------------------------------------------------------------------------------------
# build OS: KolodaCore, Koloda, the README's iOS example and the app (the example, or the given files) as arm64
# objects for iOS OS against the SDK of `sdk_flags`, into $out/$label-iosOS. Our code is built in Swift 6 mode with
# warnings as errors; an existing app's files in Swift 5 mode, as Koloda apps are, their own warnings (deprecations)
# being theirs.
build() {
    local os=$1 dir=$out/$label-ios$1
    mkdir -p "$dir/modules" "$dir/objects"
    local flags=(-c -parse-as-library -wmo -runtime-compatibility-version none -target "arm64-apple-ios$os"
                 "${sdk_flags[@]}" -I "$dir/modules")
    local ours=(-swift-version 6 -warnings-as-errors)
    # The package's own modules share its name, as under SwiftPM, so that a `package` declaration of KolodaCore
    # reaches Koloda here too; the examples and apps are outside the package and see its public API only.
    local package=(-package-name Koloda)
    # The symbol graph of Koloda's iOS API, from the first build (the linking SDK, the deployment target).
    local graph=()
    if [ ! -d "$out/symbol-graphs" ]; then
        mkdir -p "$out/symbol-graphs"
        graph=(-emit-symbol-graph -emit-symbol-graph-dir "$out/symbol-graphs" -symbol-graph-skip-synthesized-members)
    fi
    compile "$label-KolodaCore-$os" "${flags[@]}" "${ours[@]}" "${package[@]}" -module-name KolodaCore $(swift_files Sources/KolodaCore) \
        -emit-module -emit-module-path "$dir/modules/KolodaCore.swiftmodule" -o "$dir/objects/KolodaCore.o" ||
        fail "KolodaCore does not build for iOS $os with $label"
    compile "$label-Koloda-$os" "${flags[@]}" "${ours[@]}" "${package[@]}" -module-name Koloda $(swift_files Sources/Koloda) "$bundle_accessor" \
        -emit-module -emit-module-path "$dir/modules/Koloda.swiftmodule" "${graph[@]}" -o "$dir/objects/Koloda.o" ||
        fail "Koloda does not build for iOS $os with $label"
    compile "$label-ReadmeExample-$os" "${flags[@]}" "${ours[@]}" -module-name ReadmeExample Examples/iOS/ReadmeExample.swift \
        Examples/iOS/ReadmeSwiftUIExample.swift \
        -o "$dir/objects/ReadmeExample.o" || fail "the README's iOS example does not build for iOS $os with $label"
    if [ ${#app_sources[@]} -gt 0 ]; then
        compile "$label-App-$os" "${flags[@]}" -swift-version 5 -module-name App "${app_sources[@]}" -o "$dir/objects/App.o" ||
            fail "the app's files do not build against Koloda for iOS $os with $label"
    else
        compile "$label-App-$os" "${flags[@]}" "${ours[@]}" -module-name KolodaExample "${example_sources[@]}" \
            -o "$dir/objects/App.o" || fail "the example app does not build for iOS $os with $label"
    fi
}
app_sources=("$@")
if [ $# -gt 0 ]; then
    what="the given app ($# files, Swift 5 mode)"
else
    what="the example app"
    # The example's sources are the ones its Xcode project compiles: the project is the one list, checked with a
    # real .pbxproj parser, so what a Mac user runs from Xcode is what is built here.
    scripts/check-xcode-project.sh "$out/xcode-sources" | sed 's/^/ios-build: /' || fail "the example's Xcode project (above)"
    mapfile -t example_sources <"$out/xcode-sources"
fi

t=$(date +%s.%N)
# selftest_with_koloda: the selftest's files that import Koloda, against the modules just built at the deployment
# target.
selftest_with_koloda() {
    local with_koloda=(-typecheck -swift-version 6 -warnings-as-errors -target "arm64-apple-ios$target_os"
                       "${sdk_flags[@]}" -I "$out/$label-ios$target_os/modules")
    for good in scripts/ios/selftest/good/*.swift; do  # each must pass
        compile "$label-selftest-$(basename "$good" .swift)" "${with_koloda[@]}" "$good" ||
            fail "selftest: $good must type-check with $label"
    done
    for bad in scripts/ios/selftest/koloda/*.swift; do  # each must fail, with its expected message
        expect_failure "$bad" "${with_koloda[@]}"
    done
}
build "$target_os"
grep -hE '^[^ ].*: warning:' "$out/logs/$label-App-$target_os.log" | sed "s|^$root/||" | sort -u | head -n 20 || true
selftest_with_koloda
# Storyboards and XIBs of Koloda apps name module "Koloda" (customModule="Koloda"): the classes they name must be
# Objective-C classes of that module.
classes=$("$(dirname "$swiftc")/llvm-nm" --defined-only "$out/$label-ios$target_os/objects/Koloda.o")
for class in KolodaView OverlayView; do
    symbol="_OBJC_CLASS_\$__TtC6Koloda${#class}$class"
    grep -q " S $symbol\$" <<<"$classes" ||
        fail "Koloda.o defines no Objective-C class Koloda.$class ($symbol): storyboards would not find it"
done
say "build: KolodaCore, Koloda (Swift 6, no warnings), the README's iOS example and $what for arm64-apple-ios$target_os; storyboard classes Koloda.KolodaView and Koloda.OverlayView present; selftest now $selftest_count mistakes caught ($(elapsed "$t"))"

# --- api -----------------------------------------------------------------------------------------------------------
t=$(date +%s.%N)
mkdir -p "$out/api"
python3 scripts/api-baseline.py render "$out/symbol-graphs" Koloda "$out/api/Koloda-iOS.txt" \
    "scripts/ios-build.sh --update-api"
# With --update-api the baseline is written whatever the changelog says (what it does not yet name is listed).
python3 scripts/api-baseline.py "$api_mode" Koloda-iOS "$out/api/Koloda-iOS.txt" "scripts/ios-build.sh --update-api" |
    sed 's/^public-api: /ios-build: api: /' || [ "$api_mode" = update ] ||
    fail "Koloda's iOS API differs from api/Koloda-iOS.txt or is not in CHANGELOG.md (above)"
if [ "$api_mode" = update ]; then say "api: api/Koloda-iOS.txt rewritten ($(elapsed "$t"))"
else say "api: Koloda's iOS API is api/Koloda-iOS.txt ($(elapsed "$t"))"; fi

# The objects to link, built again for iOS $link_os: at an older target the compiler calls the back-deployment
# shims and __isPlatformVersionAtLeast, which only Xcode's libraries provide.
t=$(date +%s.%N)
build "$link_os"
say "build: the same for arm64-apple-ios$link_os, to link ($(elapsed "$t"))"

# --- link ----------------------------------------------------------------------------------------------------------
t=$(date +%s.%N)
link_flags=(-syslibroot "$sdk")
# The public copies of the iOS 16 SDK lack Foundation's link stub (too large for their git hosting); get-ios-sdk.sh
# puts iOS 15.6's in the cache, which also carries the Swift overlay's symbols in libswiftFoundation.
if [ ! -f "$sdk/System/Library/Frameworks/Foundation.framework/Foundation.tbd" ]; then
    [ -f "$cache/fill/System/Library/Frameworks/Foundation.framework/Foundation.tbd" ] ||
        fail "the SDK has no Foundation.tbd and $cache/fill has none (run scripts/get-ios-sdk.sh)"
    link_flags+=(-syslibroot "$cache/fill" -L "$cache/fill/usr/lib/swift")
fi
if [ ${#app_sources[@]} -gt 0 ]; then executable=$out/App; else executable=$out/KolodaExample; fi
# -U _swift_coroFrameAlloc: code from a Swift 6.2+ compiler looks this runtime function up weakly (it is new in
# iOS 26); an older SDK's libswiftCore stub does not list it.
"$ld64" -arch arm64 -platform_version ios "$link_os" "$sdk_version" "${link_flags[@]}" -L "$sdk/usr/lib/swift" \
    -lSystem -lobjc -rpath /usr/lib/swift -U _swift_coroFrameAlloc -dead_strip \
    -o "$executable" "$out/$label-ios$link_os"/objects/*.o >"$out/logs/link.log" 2>&1 || { head -n 30 "$out/logs/link.log"; fail "link"; }
say "link: $(python3 scripts/ios/macho-summary.py "$executable") ($(elapsed "$t"))"
if [ ${#app_sources[@]} -eq 0 ]; then
    # The example as an app bundle: the executable and its Info.plist (checked by Python's plistlib). Unsigned, so
    # it would not install on a device as it is.
    bundle=$out/KolodaExample.app
    mkdir -p "$bundle"
    cp "$executable" "$bundle/"
    python3 -c 'import plistlib, sys; p = plistlib.load(open(sys.argv[1], "rb")); assert p["CFBundleExecutable"] == "KolodaExample", p' \
        Examples/iOS/KolodaExample/Info.plist || fail "Examples/iOS/KolodaExample/Info.plist is not the example's"
    cp Examples/iOS/KolodaExample/Info.plist "$bundle/"
    say "app bundle: $bundle (executable and Info.plist; unsigned)"
fi
for os in "$target_os" "$link_os"; do
    sizes=$(cd "$out/$label-ios$os/objects" && for o in *.o; do printf '%s %s B, ' "${o%.o}" "$(stat -c %s "$o")"; done)
    say "objects for iOS $os: ${sizes%, }"
done
say "executable: $(stat -c %s "$executable") B"

# --- newer SDKs ----------------------------------------------------------------------------------------------------
# What Xcode 16.4 and Xcode 26 users build against: the same code, checked and compiled to objects at the deployment
# target (the public copies of these SDKs cannot link: their UIKit, CoreGraphics and SwiftUICore stubs are incomplete).
used=("$(basename "$sdk" .sdk) (linked)")
for newer in "${newer_sdks[@]}"; do
    t=$(date +%s.%N)
    version=$(sdk_version_of "$newer")
    label=$(basename "$newer" .sdk)
    prepare_sdk "$newer"
    ios=(-target "arm64-apple-ios$target_os" "${sdk_flags[@]}")
    caught=$selftest_count
    for bad in scripts/ios/selftest/*.swift; do  # each must fail against this SDK too
        grep -q '^// against: stdlib' "$bad" ||
            expect_failure "$bad" -typecheck -swift-version 6 -warnings-as-errors "${ios[@]}"
    done
    build "$target_os"
    selftest_with_koloda
    say "iOS $version SDK: KolodaCore, Koloda, the README's iOS example and $what compile for arm64-apple-ios$target_os; selftest $((selftest_count - caught)) mistakes caught ($(elapsed "$t"))"
    used+=("$(basename "$newer" .sdk) (objects)")
done
sdks_used=$(printf ', %s' "${used[@]}")
say "PASSED in $(elapsed "$t0") against ${sdks_used#, }: $executable (it cannot run here: no device or simulator)"
