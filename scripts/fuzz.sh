#!/usr/bin/env bash
# Fuzzes the deck engine with libFuzzer for SECONDS (default 60): builds the DeckFuzzer target with
# `--sanitize=fuzzer --sanitize=address`, runs it on the committed seed corpus (Fuzz/corpus) plus a working corpus,
# and fails on any crash, sanitizer report or broken invariant (the fuzzer prints the failing case shrunk to a
# Swift test). Prints the number of executions. See docs/testing.md for longer runs.
#
# Usage: scripts/fuzz.sh [SECONDS] [extra libFuzzer flags…]
# Environment: KOLODA_FUZZ_SCRATCH (SwiftPM scratch path, default .build-fuzz), KOLODA_FUZZ_CONFIG (release or
# debug, default release), KOLODA_FUZZ_TARGET (default DeckFuzzer; scripts/fuzz-view.sh sets ViewFuzzer) with its
# KOLODA_FUZZ_CORPUS (committed seeds, default Fuzz/corpus) and KOLODA_FUZZ_WORK (default <scratch>/fuzz-corpus).
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-60}
shift || true
scratch=${KOLODA_FUZZ_SCRATCH:-.build-fuzz}
config=${KOLODA_FUZZ_CONFIG:-release}
target=${KOLODA_FUZZ_TARGET:-DeckFuzzer}
seeds=${KOLODA_FUZZ_CORPUS:-Fuzz/corpus}
flags=(-c "$config" --scratch-path "$scratch" --sanitize=fuzzer --sanitize=address -Xswiftc -DKOLODA_FUZZING)

echo "fuzz: building $target ($config, fuzzer + address sanitizer)"
log=$(mktemp)
start=$(date +%s)
# SwiftPM also prepares the benchmark plugin's tool with these flags; libFuzzer's `main` collides with the tool's,
# so that link fails. DeckFuzzer does not need the tool; the build's exit status and the binary are what count.
if ! swift build "${flags[@]}" --product "$target" >"$log" 2>&1; then
    cat "$log"; echo "fuzz: FAIL: build failed" >&2; exit 1
fi
grep -E "/(Sources|Tests|Fuzz)/.*(warning|error):" "$log" && { echo "fuzz: FAIL: compiler warnings" >&2; exit 1; }
bin="$(swift build "${flags[@]}" --show-bin-path)/$target"
[[ -x "$bin" ]] || { echo "fuzz: FAIL: no $bin" >&2; exit 1; }
echo "fuzz: built in $(( $(date +%s) - start )) s"

work=${KOLODA_FUZZ_WORK:-$scratch/fuzz-corpus}
artifacts="$scratch/fuzz-artifacts"
mkdir -p "$work" "$artifacts"
out=$(mktemp)
# The Swift backtracer would spend up to 30 s symbolicating a crash libFuzzer already reports; Swift's runtime
# allocations at exit are not leaks worth failing on.
status=0
SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} \
    "$bin" "$work" "$seeds" -max_total_time="$seconds" -timeout=20 -rss_limit_mb=4096 \
    -artifact_prefix="$artifacts/" -print_final_stats=1 "$@" >"$out" 2>&1 || status=$?
grep -vE '^"|^###### |^(#[0-9]+).*(NEW|REDUCE|pulse)' "$out" | tail -40
execs=$(awk '/stat::number_of_executed_units/ {print $2}' "$out")
if [[ $status -ne 0 ]]; then
    echo "fuzz: FAIL (exit $status) after ${execs:-?} executions; crash inputs in $artifacts/" >&2
    echo "fuzz: replay one with: swift run $target $artifacts/<crash-file>" >&2
    exit 1
fi
echo "fuzz: $execs executions in $seconds s, no crash"
