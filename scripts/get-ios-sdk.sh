#!/usr/bin/env bash
# Fills the iOS SDK cache that scripts/ios-build.sh reads, from git mirrors of public repositories.
#
#   usage: scripts/get-ios-sdk.sh THEOS_GIT_DIR [IOS18_GIT_DIR [IOS26_GIT_DIR]]
#     THEOS_GIT_DIR  a (bare) git directory of theos/sdks: iPhoneOS 16.5, the SDK the build links against
#     IOS18_GIT_DIR  one of mrdrvt99/iOS-SDKss: iPhoneOS 18.6 (Xcode 16.4), for type-checking and objects
#     IOS26_GIT_DIR  one of seayou2468-web/maciOS: iPhoneOS 26.2 (Xcode 26.2), for type-checking and objects, and
#                    MacOSX 15.5 (Xcode 16.4), for scripts/mac-build.sh (macOS and Mac Catalyst)
#   The cache is $KOLODA_IOS_CACHE, else ~/.cache/koloda-ios. The two newer SDKs are optional: without their
#   mirrors the build uses 16.5 alone. Passing "" skips one (get-ios-sdk.sh THEOS "" MACIOS).
#
# Writes CACHE/iPhoneOS<version>.sdk for each iPhoneOS SDK and CACHE/MacOSX15.5.sdk (headers, .tbd link stubs, Swift
# interfaces), and CACHE/fill/, which holds the two link stubs the public 16.5 copy lacks (Foundation.tbd,
# libswiftFoundation.tbd), taken from iPhoneOS15.6.sdk in the theos mirror. An SDK already extracted from the same git
# tree is kept. Nothing is written inside the checkout: Apple's files never go into git.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
usage="usage: scripts/get-ios-sdk.sh THEOS_GIT_DIR [IOS18_GIT_DIR [IOS26_GIT_DIR]]"
theos=${1:?$usage}
ios18=${2:-}
ios26=${3:-}
[ $# -le 3 ] || { echo "$usage" >&2; exit 2; }
cache=${KOLODA_IOS_CACHE:-$HOME/.cache/koloda-ios}
mkdir -p "$cache"

# extract GIT_DIR SDK REPOSITORY: writes CACHE/SDK from the folder SDK at the mirror's HEAD, unless the cache already
# holds that very tree (CACHE/SDK.rev names it).
extract() {
    local git_dir=$1 sdk=$2 repository=$3 rev
    rev=$(git --git-dir "$git_dir" rev-parse --verify -q "HEAD:$sdk") ||
        { echo "get-ios-sdk: $git_dir has no $sdk (expected a mirror of $repository)" >&2; exit 2; }
    if [ -f "$cache/$sdk/SDKSettings.json" ] && [ "$(cat "$cache/$sdk.rev" 2>/dev/null)" = "$rev" ]; then
        echo "get-ios-sdk: $cache/$sdk is up to date"
        return 1
    fi
    rm -rf "$cache/$sdk.partial" "$cache/$sdk.rev"
    python3 "$here/ios/extract-tree.py" "$git_dir" HEAD "$sdk" "$cache/$sdk.partial" | tail -n 20
    rm -rf "$cache/$sdk"; mv "$cache/$sdk.partial/$sdk" "$cache/$sdk"; rm -rf "$cache/$sdk.partial"
    echo "$rev" >"$cache/$sdk.rev.pending"  # renamed to .rev once any post-processing is done
}
finish() { mv "$cache/$1.rev.pending" "$cache/$1.rev"; echo "get-ios-sdk: SDK in $cache/$1"; }

# iPhoneOS 16.5, and the link stubs its public copy lacks: iOS 15.6 still carries the Swift overlay's symbols in
# libswiftFoundation.
if extract "$theos" iPhoneOS16.5.sdk theos/sdks; then finish iPhoneOS16.5.sdk; fi
mkdir -p "$cache/fill/System/Library/Frameworks/Foundation.framework" "$cache/fill/usr/lib/swift"
for f in System/Library/Frameworks/Foundation.framework/Foundation.tbd usr/lib/swift/libswiftFoundation.tbd; do
    git --git-dir "$theos" cat-file blob "HEAD:iPhoneOS15.6.sdk/$f" >"$cache/fill/$f.new"
    mv "$cache/fill/$f.new" "$cache/fill/$f"
done
echo "get-ios-sdk: link fill in $cache/fill"

if [ -n "$ios18" ]; then
    if extract "$ios18" iPhoneOS18.6.sdk mrdrvt99/iOS-SDKss; then finish iPhoneOS18.6.sdk; fi
fi

if [ -n "$ios26" ]; then
    if extract "$ios26" iPhoneOS26.2.sdk seayou2468-web/maciOS; then
        # The mirror's Swift interfaces are for arm64e only; Koloda builds for arm64. Each gets an arm64 copy: the
        # same text with the arm64 target in its flags line.
        python3 "$here/ios/arm64-interfaces.py" "$cache/iPhoneOS26.2.sdk"
        finish iPhoneOS26.2.sdk
    fi
    if extract "$ios26" MacOSX15.5.sdk seayou2468-web/maciOS; then
        # Its Swift interfaces are arm64e-only too (macOS and, under System/iOSSupport, Mac Catalyst), and its
        # frameworks lack their symbolic links (Headers, Modules, Versions/Current, ...), without which neither
        # clang nor the linker finds them.
        python3 "$here/ios/arm64-interfaces.py" "$cache/MacOSX15.5.sdk"
        python3 "$here/ios/framework-links.py" "$cache/MacOSX15.5.sdk"
        finish MacOSX15.5.sdk
    fi
fi
