#!/usr/bin/env bash
# Smoke run of the engine benchmarks (Benchmarks/EngineBenchmarks, in the benchmarks' own package): builds them (release, as the benchmark plugin
# always does) and runs every benchmark for a few samples (KOLODA_BENCH_SMOKE=1). It fails only when the build fails
# or a benchmark crashes; it never judges a time (the full run and its figures are in BENCHMARKS.md).
#
# Environment: KOLODA_SCRATCH_PATH (SwiftPM scratch path, default Benchmarks/.build).
set -euo pipefail
cd "$(dirname "$0")/../Benchmarks"
SCRATCH=${KOLODA_SCRATCH_PATH:-.build}

export KOLODA_BENCH_SMOKE=1

log=$(mktemp)
trap 'rm -f "$log"' EXIT
start=$SECONDS
if ! swift package --scratch-path "$SCRATCH" benchmark \
        --target EngineBenchmarks --no-progress --quiet >"$log" 2>&1; then
    cat "$log" >&2
    echo "bench-smoke: FAIL: the engine benchmarks did not build or did not run to the end" >&2
    exit 1
fi
echo "bench-smoke: ok, the engine benchmarks ran ($((SECONDS - start)) s)"
