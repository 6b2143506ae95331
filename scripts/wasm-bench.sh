#!/usr/bin/env bash
# The engine call in the web module against the same call natively: the page's hot calls (a drag's pointer move and
# refresh; a refresh while cards animate) through the web glue, natively (Web/Bench/WebBench.swift, -O) and in
# Web/dist/koloda.wasm under Node (Web/Bench/bench.mjs), in ROUNDS alternated rounds (default 2). Medians, µs per
# operation. Numbers for a report (they depend on the machine and its load), not a test.
# Usage: scripts/wasm-bench.sh [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/.."
rounds="${1:-2}"
[ -f Web/dist/koloda.wasm ] || ./scripts/wasm-build.sh
out=Web/.build/bench
scripts/web/build-native-glue.sh "$out" KolodaWebBench Web/Bench/WebBench.swift
echo "load: $(uptime)"
for round in $(seq "$rounds"); do
    echo "round $round, native:"
    "$out/KolodaWebBench"
    echo "round $round, Node $(node --version), koloda.wasm:"
    node Web/Bench/bench.mjs Web/dist/koloda.wasm
done
