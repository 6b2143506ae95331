#!/usr/bin/env bash
# The house's formatting: swift-format, which the Swift toolchain carries (`swift format`), with the settings in
# .swift-format (4 spaces, lines of at most 120 characters), and no Swift line longer than 120 characters, comments and
# string literals included (swift-format does not break those; wrap them by hand).
#
#   scripts/format.sh           rewrites every Swift file of the package in place
#   scripts/format.sh --check   changes nothing; fails, naming each file and line, when anything is off (CI runs this)
set -euo pipefail
cd "$(dirname "$0")/.."
# Not formatted: the Koloda 5-style app, which stays as a Koloda 5 app has it, and the iOS and Mac builds' self-test
# inputs, deliberate mistakes whose lines the self-test names.
mapfile -t files < <(git ls-files -co --exclude-standard '*.swift' | grep -v '/\.build/' |
    grep -v -e '^Examples/iOS/Koloda5Style/' -e '^scripts/ios/' -e '^scripts/mac/')
case "${1:-}" in
    --check)
        swift format lint --strict --parallel "${files[@]}"
        python3 - "${files[@]}" <<'PY'
import sys
long = [f"{path}:{number}: {len(line)} characters" for path in sys.argv[1:]
        for number, line in enumerate(open(path, encoding="utf-8").read().split("\n"), 1) if len(line) > 120]
print("\n".join(long), file=sys.stderr) if long else None
sys.exit(f"format: {len(long)} Swift lines over 120 characters" if long else 0)
PY
        echo "format: ${#files[@]} Swift files follow .swift-format, no line over 120 characters" ;;
    "") swift format --in-place --parallel "${files[@]}" ;;
    *) echo "usage: scripts/format.sh [--check]" >&2; exit 2 ;;
esac
