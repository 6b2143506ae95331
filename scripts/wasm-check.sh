#!/usr/bin/env bash
# The trace check of the web build: plays Web/Trace/session.txt through the web glue on the native engine
# (Web/Trace/TraceRecorder*.swift, compiled here with the glue and KolodaCore) and through Web/dist/koloda.wasm under
# Node (Web/Trace/trace.mjs), and compares the two traces byte for byte: every plan's numbers (as IEEE 754 bits),
# every event, every return code and message. Then Web/Trace/heap.mjs checks that the module's memory stops growing
# over 300 decks created and destroyed. Builds the module first when it is missing (scripts/wasm-build.sh).
# Usage: scripts/wasm-check.sh [SESSION]
set -euo pipefail
cd "$(dirname "$0")/.."
session="${1:-Web/Trace/session.txt}"
bin="${SWIFT_BIN:-$(dirname "$(command -v swiftc 2>/dev/null || echo /opt/swift/usr/bin/swiftc)")}"
[ -f Web/dist/koloda.wasm ] || ./scripts/wasm-build.sh
command -v node >/dev/null || ./scripts/install-packages.sh --wasm
out=Web/.build/trace
mkdir -p "$out"
# The native side: KolodaCore as it is (its own module, as the package builds it), then the glue without its wasm
# exports, with the recorder. The same package name gives the glue the presenter's package API, as in the wasm build.
"$bin/swiftc" -O -wmo -parse-as-library -swift-version 6 -package-name koloda -module-name KolodaCore \
    -emit-module -emit-module-path "$out/KolodaCore.swiftmodule" -c -o "$out/KolodaCore.o" \
    $(find Sources/KolodaCore -name '*.swift' | LC_ALL=C sort)
"$bin/swiftc" -O -wmo -parse-as-library -swift-version 6 -package-name koloda -module-name KolodaWebTrace -I "$out" \
    -o "$out/koloda-web-trace" "$out/KolodaCore.o" \
    $(ls Web/Sources/KolodaWasm/*.swift | grep -v '/Exports\.swift$') Web/Trace/TraceRecorder*.swift
"$out/koloda-web-trace" "$session" > "$out/native.txt"
node Web/Trace/trace.mjs Web/dist/koloda.wasm "$session" > "$out/wasm.txt"
if cmp -s "$out/native.txt" "$out/wasm.txt"; then
    echo "wasm-check: the traces are equal ($(wc -l < "$out/native.txt") lines, $(grep -c '^apply' "$out/native.txt") plans, $(grep -c '^event' "$out/native.txt") events, $(wc -c < "$out/native.txt") bytes)"
else
    echo "wasm-check: the traces differ ($out/native.txt, $out/wasm.txt):"
    diff "$out/native.txt" "$out/wasm.txt" | head -20
    exit 1
fi
node Web/Trace/heap.mjs Web/dist/koloda.wasm
