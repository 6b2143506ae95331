#!/usr/bin/env bash
# Fuzzes the deck engine with libFuzzer for SECONDS (default 60): builds the DeckFuzzer target with the fuzzer's
# coverage instrumentation and AddressSanitizer, runs it on the committed seed corpus (Fuzz/corpus) plus a working
# corpus, and fails on any crash, sanitizer report or broken invariant (the fuzzer prints the failing case shrunk to a
# Swift test), and when the fuzzer gets no coverage feedback (the binary lacks the instrumentation, libFuzzer reports
# "no interesting inputs", or the final coverage is zero). Prints the coverage at the start and the end, the new
# inputs found and the number of executions. See docs/testing.md for longer runs.
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
# `--sanitize=fuzzer --sanitize=address` would not do: SwiftPM turns them into two `-sanitize=` flags, in an order
# that changes from one run to the next, and the Swift driver compiles with the last one only, so a build got either
# coverage or AddressSanitizer, never both (and a changed order rebuilt everything). `-Xswiftc -sanitize=fuzzer,address`
# names both, after SwiftPM's one `-sanitize=fuzzer`, which stays because it lets libFuzzer supply `main` at the link.
flags=(-c "$config" --scratch-path "$scratch" --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address
    -Xswiftc -DKOLODA_FUZZING)

echo "fuzz: building $target ($config, fuzzer + address sanitizer)"
log=$(mktemp)
start=$(date +%s)
if ! swift build "${flags[@]}" --product "$target" >"$log" 2>&1; then
    cat "$log"; echo "fuzz: FAIL: build failed" >&2; exit 1
fi
grep -E "/(Sources|Tests|Fuzz)/.*(warning|error):" "$log" && { echo "fuzz: FAIL: compiler warnings" >&2; exit 1; }
bin="$(swift build "${flags[@]}" --show-bin-path)/$target"
[[ -x "$bin" ]] || { echo "fuzz: FAIL: no $bin" >&2; exit 1; }
echo "fuzz: built in $(( $(date +%s) - start )) s"
# The instrumentation is in the binary: one 8-bit counter per instrumented edge (section __sancov_cntrs), and
# AddressSanitizer's descriptions of instrumented globals (asan_globals). Neither comes from the runtimes alone.
section_size() { size -A "$bin" | awk -v name="$1" '$1 == name { print $2 }'; }
counters=$(section_size __sancov_cntrs)
[[ ${counters:-0} -gt 0 ]] || { echo "fuzz: FAIL: $bin has no coverage counters (__sancov_cntrs)" >&2; exit 1; }
[[ -n $(section_size asan_globals) ]] || { echo "fuzz: FAIL: $bin is not built with AddressSanitizer" >&2; exit 1; }
echo "fuzz: $counters coverage counters, AddressSanitizer on"

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
grep -vE '^"|^###### |^(#[0-9]+).*(NEW|REDUCE|pulse)|^[[:space:]]+NEW_FUNC' "$out" | tail -40
execs=$(awk '/stat::number_of_executed_units/ {print $2}' "$out")
if [[ $status -ne 0 ]]; then
    echo "fuzz: FAIL (exit $status) after ${execs:-?} executions; crash inputs in $artifacts/" >&2
    echo "fuzz: replay one with: swift run $target $artifacts/<crash-file>" >&2
    exit 1
fi
# Coverage feedback: without it libFuzzer mutates blindly (its status lines then carry no `cov:`). The status at
# `INITED` is the coverage of the corpora read; the last status line is the coverage at the end.
if grep -q "no interesting inputs were found" "$out"; then
    echo "fuzz: FAIL: libFuzzer found no interesting inputs: the code is not instrumented for coverage" >&2
    exit 1
fi
# The last `cov: … ft: … corp: …` of the status lines matching $1 (nothing when there is none).
coverage() {
    awk -v lines="$1" '$0 ~ lines && match($0, /cov: [0-9]+ ft: [0-9]+ corp: [0-9]+\/[0-9]+[a-zA-Z]*/) {
        last = substr($0, RSTART, RLENGTH) } END { print last }' "$out"
}
inited=$(coverage '^#[0-9]+[[:space:]]+INITED')
final=$(coverage '^#[0-9]+[[:space:]]')
added=$(awk '/stat::new_units_added/ {print $2}' "$out")
if [[ " $* " == *" -jobs="* || " $* " == *" -fork="* ]]; then
    echo "fuzz: coverage not checked with -jobs or -fork (the workers' logs have it)"
elif [[ -z $final || $final == "cov: 0 "* ]]; then
    echo "fuzz: FAIL: no coverage at the end (${final:-libFuzzer printed no cov: figure})" >&2
    exit 1
else
    echo "fuzz: coverage at start: ${inited:-?}; at end: $final; ${added:-?} new inputs"
fi
echo "fuzz: $execs executions in $seconds s, no crash"
