#!/usr/bin/env bash
# Fuzzes the view layer (KolodaView, the window host's input translation, card views, the render cache) with
# libFuzzer for SECONDS (default 30): scripts/fuzz.sh with the ViewFuzzer target and its seed corpus
# (Fuzz/view-corpus). Extra arguments go to libFuzzer. See docs/testing.md.
set -euo pipefail
cd "$(dirname "$0")/.."
KOLODA_FUZZ_TARGET=ViewFuzzer KOLODA_FUZZ_CORPUS=Fuzz/view-corpus \
    KOLODA_FUZZ_WORK="${KOLODA_FUZZ_SCRATCH:-.build-fuzz}/fuzz-corpus-view" exec scripts/fuzz.sh "${1:-30}" "${@:2}"
