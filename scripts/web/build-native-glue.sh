#!/usr/bin/env bash
# Builds a native host tool around the web glue, for the checks that compare the web module with the native engine:
# KolodaCore as it is (its own module, as the package builds it, -O), then the glue in Web/Sources/KolodaWasm without
# its wasm exports, with the tool's own files. The same package name gives the glue the presenter's package API, as in
# the wasm build.
# Usage: scripts/web/build-native-glue.sh OUT_DIR MODULE_NAME TOOL_FILE…   (the binary is OUT_DIR/MODULE_NAME)
set -euo pipefail
cd "$(dirname "$0")/../.."
out="$1"
module="$2"
shift 2
bin="${SWIFT_BIN:-$(dirname "$(command -v swiftc 2>/dev/null || echo /opt/swift/usr/bin/swiftc)")}"
mkdir -p "$out"
"$bin/swiftc" -O -wmo -parse-as-library -swift-version 6 -package-name koloda -module-name KolodaCore \
    -emit-module -emit-module-path "$out/KolodaCore.swiftmodule" -c -o "$out/KolodaCore.o" \
    $(find Sources/KolodaCore -name '*.swift' | LC_ALL=C sort)
"$bin/swiftc" -O -wmo -parse-as-library -swift-version 6 -package-name koloda -module-name "$module" -I "$out" \
    -o "$out/$module" "$out/KolodaCore.o" \
    $(ls Web/Sources/KolodaWasm/*.swift | grep -v '/Exports\.swift$') "$@"
