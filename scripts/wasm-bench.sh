#!/usr/bin/env bash
# The engine call in the web module against the same call natively: the page's hot calls (a drag's pointer move and
# refresh; a refresh while cards animate) through the web glue, natively (Web/Bench/WebBench.swift, -O) and in
# Web/dist/koloda.wasm under Node (Web/Bench/bench.mjs), in ROUNDS alternated rounds (default 2). Medians, µs per
# operation. Numbers for a report (they depend on the machine and its load), not a test.
# Usage: scripts/wasm-bench.sh [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/.."
rounds="${1:-2}"
bin="${SWIFT_BIN:-$(dirname "$(command -v swiftc 2>/dev/null || echo /opt/swift/usr/bin/swiftc)")}"
[ -f Web/dist/koloda.wasm ] || ./scripts/wasm-build.sh
out=Web/.build/bench
mkdir -p "$out"
"$bin/swiftc" -O -wmo -parse-as-library -swift-version 6 -package-name koloda -module-name KolodaCore \
    -emit-module -emit-module-path "$out/KolodaCore.swiftmodule" -c -o "$out/KolodaCore.o" \
    $(find Sources/KolodaCore -name '*.swift' | LC_ALL=C sort)
"$bin/swiftc" -O -wmo -parse-as-library -swift-version 6 -package-name koloda -module-name KolodaWebBench -I "$out" \
    -o "$out/koloda-web-bench" "$out/KolodaCore.o" \
    $(ls Web/Sources/KolodaWasm/*.swift | grep -v '/Exports\.swift$') Web/Bench/WebBench.swift
echo "load: $(uptime)"
for round in $(seq "$rounds"); do
    echo "round $round, native:"
    "$out/koloda-web-bench"
    echo "round $round, Node $(node --version), koloda.wasm:"
    node Web/Bench/bench.mjs Web/dist/koloda.wasm
done
