#!/usr/bin/env bash
# Fills the iOS SDK cache that scripts/ios-build.sh reads, from a git mirror of the public repository theos/sdks.
#
#   usage: scripts/get-ios-sdk.sh GIT_DIR [CACHE]
#     GIT_DIR  a (bare) git directory of theos/sdks
#     CACHE    default: $KOLODA_IOS_CACHE, else ~/.cache/koloda-ios
#
# Writes CACHE/iPhoneOS16.5.sdk (headers, .tbd link stubs, Swift interfaces) and CACHE/fill/, which holds the two
# link stubs the public 16.5 copy lacks (Foundation.tbd, libswiftFoundation.tbd), taken from iPhoneOS15.6.sdk in
# the same mirror. Nothing is written inside the checkout: Apple's files never go into git.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
git_dir=${1:?usage: scripts/get-ios-sdk.sh GIT_DIR [CACHE]}
cache=${2:-${KOLODA_IOS_CACHE:-$HOME/.cache/koloda-ios}}
sdk=iPhoneOS16.5.sdk
fill_from=iPhoneOS15.6.sdk
git --git-dir "$git_dir" rev-parse --verify -q "HEAD:$sdk" >/dev/null ||
    { echo "get-ios-sdk: $git_dir has no $sdk (expected a mirror of theos/sdks)" >&2; exit 2; }
mkdir -p "$cache"
if [ -f "$cache/$sdk/SDKSettings.json" ] && [ "$(cat "$cache/$sdk.rev" 2>/dev/null)" = "$(git --git-dir "$git_dir" rev-parse "HEAD:$sdk")" ]; then
    echo "get-ios-sdk: $cache/$sdk is up to date"
else
    rm -rf "$cache/$sdk.partial"
    python3 "$here/ios/extract-tree.py" "$git_dir" HEAD "$sdk" "$cache/$sdk.partial"
    rm -rf "$cache/$sdk"; mv "$cache/$sdk.partial/$sdk" "$cache/$sdk"; rm -rf "$cache/$sdk.partial"
    git --git-dir "$git_dir" rev-parse "HEAD:$sdk" >"$cache/$sdk.rev"
fi
# The link stubs the 16.5 copy lacks; iOS 15.6 still carries the Swift overlay's symbols in libswiftFoundation.
mkdir -p "$cache/fill/System/Library/Frameworks/Foundation.framework" "$cache/fill/usr/lib/swift"
for f in System/Library/Frameworks/Foundation.framework/Foundation.tbd usr/lib/swift/libswiftFoundation.tbd; do
    git --git-dir "$git_dir" cat-file blob "HEAD:$fill_from/$f" >"$cache/fill/$f.new"
    mv "$cache/fill/$f.new" "$cache/fill/$f"
done
echo "get-ios-sdk: SDK in $cache/$sdk, link fill in $cache/fill"
