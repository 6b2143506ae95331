#!/usr/bin/env bash
# Runs the test suite under AddressSanitizer and ThreadSanitizer, each in its own scratch path, and
# prints how long each took. KolodaCoreTests, KolodaCompositingTests, KolodaCairoTests and KolodaSDLTests (SDL's dummy
# video driver, no display needed) all run; the random-sequence test runs its default 400 sequences (the 10 000-sequence run is a
# separate, unsanitized step of .ci/run).
#
# Usage: scripts/sanitizers.sh [address|thread …]   (default: address thread)
# Environment: KOLODA_SANITIZER_SCRATCH_PREFIX (default .build-san → .build-san-address, .build-san-thread).
set -euo pipefail
cd "$(dirname "$0")/.."

# The system libraries the tests link (Debian packages).
scripts/install-packages.sh

sanitizers=("$@")
[ ${#sanitizers[@]} -eq 0 ] && sanitizers=(address thread)
prefix=${KOLODA_SANITIZER_SCRATCH_PREFIX:-.build-san}

# Sanitizer reports fail the run: ASan and TSan abort on the first report; leak checking is off because the Swift
# runtime's and the test harness's allocations alive at exit are not leaks of ours.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:abort_on_error=1}
export TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=1:abort_on_error=1}
export SWIFT_BACKTRACE=enable=no

summary=()
for san in "${sanitizers[@]}"; do
    scratch="$prefix-$san"
    start=$(date +%s)
    echo "sanitizers: building the tests with --sanitize=$san"
    log=$(mktemp)
    if ! swift build --build-tests --scratch-path "$scratch" --sanitize="$san" >"$log" 2>&1; then
        tail -40 "$log"; echo "sanitizers: FAIL: build with --sanitize=$san failed" >&2; exit 1
    fi
    built=$(date +%s)
    echo "sanitizers: running the tests under --sanitize=$san"
    if ! swift test --skip-build --scratch-path "$scratch" --sanitize="$san" >"$log" 2>&1; then
        grep -E "ERROR: (Address|Thread)Sanitizer|WARNING: ThreadSanitizer|SUMMARY|✘" "$log" | head -40 || true
        tail -60 "$log"
        echo "sanitizers: FAIL: tests under --sanitize=$san" >&2
        exit 1
    fi
    if grep -qE "(ERROR|WARNING): (Address|Thread)Sanitizer" "$log"; then
        grep -E -A30 "(ERROR|WARNING): (Address|Thread)Sanitizer" "$log" | head -80
        echo "sanitizers: FAIL: $san sanitizer report" >&2
        exit 1
    fi
    grep -E "^(✔|✘) Test run with|Executed [0-9]+ tests" "$log" | tail -3
    done_at=$(date +%s)
    summary+=("$san: build $((built - start)) s, tests $((done_at - built)) s")
done
for line in "${summary[@]}"; do echo "sanitizers: $line"; done
echo "sanitizers: all passed"
