#!/usr/bin/env bash
# Writes a Swift resource directory for building against an Apple SDK with the Linux toolchain, in RDIR: the
# toolchain's shims and clang headers, but not Linux's own Dispatch and Foundation module maps (they clash with the
# SDK's), plus the API notes a Darwin toolchain carries for Dispatch and os (written from the SDK by apinotes.py).
# Files are rewritten only when their text changes, so a module cache built against RDIR stays valid.
#
#   usage: scripts/ios/resource-dir.sh TOOLCHAIN_LIB SDK RDIR
#     TOOLCHAIN_LIB  the toolchain's lib/swift folder; SDK  the SDK; RDIR  the resource directory to write
set -euo pipefail
toolchain_lib=$1 sdk=$2 rdir=$3
mkdir -p "$rdir/apinotes"
ln -sfn "$toolchain_lib/shims" "$rdir/shims"
ln -sfn "$toolchain_lib/clang" "$rdir/clang"
# From the iOS 18 SDK on (and the macOS 15 SDK), the clang driver passes -fno-modulemap-allow-subdirectory-search,
# so shims/ is no longer searched for a module map ("no such module 'SwiftShims'"); a top-level one points at it.
sed -nE 's|^module ([A-Za-z_][A-Za-z0-9_]*) \{.*|extern module \1 "shims/module.modulemap"|p' \
    "$toolchain_lib/shims/module.modulemap" >"$rdir/module.modulemap.new"
if cmp -s "$rdir/module.modulemap.new" "$rdir/module.modulemap"; then rm "$rdir/module.modulemap.new"
else mv "$rdir/module.modulemap.new" "$rdir/module.modulemap"; fi
python3 "$(dirname "$0")/apinotes.py" "$sdk" "$rdir/apinotes" >/dev/null
