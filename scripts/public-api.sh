#!/usr/bin/env bash
# The public API of every library module, read from the symbol graphs `swift package dump-symbol-graph` writes (it
# reuses the debug build: run after `swift build`, or it builds first), and its baselines in api/.
#
# Usage: scripts/public-api.sh             one line per module: its baseline's lines and its public symbols
#        scripts/public-api.sh --check     CI: fails when a module's API differs from api/<Module>.txt, or when what
#                                          changed since the last release is not named in CHANGELOG.md (Unreleased)
#        scripts/public-api.sh --update    rewrites api/<Module>.txt from this build, after a deliberate change
#
# The modules are those of the library products (on Linux: KolodaCore, KolodaCairo, KolodaSDL, Koloda, whose Linux face
# is the umbrella, and KolodaLinuxCompatibility, the opt-in deprecated aliases). Public API is what a client can name:
# public and open declarations. Not public API, and not in the baselines: `package` and internal declarations, `@_spi`
# ones, the test support (KolodaCheck, KolodaViewCheck, OtherUIModule, which are no products), executables and tests.
# The iOS face of Koloda (UIKit and SwiftUI) has its own baseline, api/Koloda-iOS.txt, which scripts/ios-build.sh checks
# and `scripts/ios-build.sh --update-api` rewrites. The file format and the changelog rule: scripts/api-baseline.py; how
# to record a change: CONTRIBUTING.md ("Changing the public API").
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:-count}
case "$mode" in count | --check | --update) ;; *) sed -n '5,8p' "$0" >&2; exit 2 ;; esac

log=$(mktemp)
trap 'rm -f "$log"' EXIT
# SwiftPM cannot load the test runner's modules; those two failures are expected and ignored.
swift package dump-symbol-graph --skip-synthesized-members >"$log" 2>&1 || true
if grep "error:" "$log" | grep -v "for 'KolodaPackage\(Discovered\)\?Tests'"; then
    echo "public-api: FAIL: could not dump the symbol graphs" >&2; exit 1
fi
graphs=$(sed -n 's/^Files written to //p' "$log" | tail -1)
[[ -d "$graphs" ]] || { cat "$log"; echo "public-api: FAIL: no symbol graph folder in the output" >&2; exit 1; }
mapfile -t modules < <(swift package describe --type json 2>/dev/null | python3 -c '
import json, sys
products = json.load(sys.stdin)["products"]
print("\n".join(sorted({t for p in products if "library" in p["type"] for t in p["targets"]})))')

if [ "$mode" = count ]; then
    # Two counts per module: the baseline's lines (declarations and conformances), and its symbols: the public and
    # open declarations of the symbol graph that lie in the module's own folder, conformances and synthesized members
    # left out (the count the project's goals use).
    printf '%6s %7s %s\n' lines symbols module
    for module in "${modules[@]}"; do
        python3 scripts/api-baseline.py render "$graphs" "$module" "$log" "scripts/public-api.sh --update"
        symbols=$(python3 - "$graphs" "$module" <<'PY'
import glob, json, os, sys
graphs, module = sys.argv[1:]
count = 0
for path in glob.glob(os.path.join(graphs, module + ".symbols.json")) + glob.glob(
        os.path.join(graphs, module + "@*.symbols.json")):
    for symbol in json.load(open(path))["symbols"]:
        if symbol["accessLevel"] in ("public", "open") and symbol["kind"]["identifier"] != "swift.extension" \
                and f"/Sources/{module}/" in symbol.get("location", {}).get("uri", ""):
            count += 1
print(count)
PY
)
        printf '%6d %7d %s\n' "$(grep -vc '^#' "$log")" "$symbols" "$module"
    done
    exit 0
fi
status=0
for module in "${modules[@]}"; do
    current=.build/api/$module.txt
    mkdir -p .build/api
    python3 scripts/api-baseline.py render "$graphs" "$module" "$current" "scripts/public-api.sh --update"
    python3 scripts/api-baseline.py "${mode#--}" "$module" "$current" "scripts/public-api.sh --update" || status=1
done
# A baseline whose module is gone is a change too.
for file in api/*.txt; do
    name=$(basename "$file" .txt)
    [[ -e "$file" && $name != *-iOS ]] || continue
    if ! printf '%s\n' "${modules[@]}" | grep -qx "$name"; then
        echo "public-api: FAIL: api/$name.txt has no library module of that name (delete it, with a changelog line)"
        status=1
    fi
done
exit $status
