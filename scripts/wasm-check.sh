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
[ -f Web/dist/koloda.wasm ] || ./scripts/wasm-build.sh
command -v node >/dev/null || ./scripts/install-packages.sh --wasm
out=Web/.build/trace
# The native side: the glue on the native engine, with the recorder.
scripts/web/build-native-glue.sh "$out" KolodaWebTrace Web/Trace/TraceRecorder*.swift
"$out/KolodaWebTrace" "$session" > "$out/native.txt"
node Web/Trace/trace.mjs Web/dist/koloda.wasm "$session" > "$out/wasm.txt"
if cmp -s "$out/native.txt" "$out/wasm.txt"; then
    echo "wasm-check: the traces are equal ($(wc -l < "$out/native.txt") lines, $(grep -c '^apply' "$out/native.txt") plans, $(grep -c '^event' "$out/native.txt") events, $(wc -c < "$out/native.txt") bytes)"
else
    echo "wasm-check: the traces differ ($out/native.txt, $out/wasm.txt):"
    diff "$out/native.txt" "$out/wasm.txt" | head -20
    exit 1
fi
node Web/Trace/heap.mjs Web/dist/koloda.wasm
