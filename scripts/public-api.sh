#!/usr/bin/env bash
# Counts the public API of every module of the package: the symbols a client that imports the module can name
# (public or open declarations, members inherited through default implementations left out), read from the symbol
# graphs `swift package dump-symbol-graph` writes. Executables and test targets are not counted (SwiftPM cannot load
# the test runner's modules; those two failures are expected and ignored).
#
# Usage: scripts/public-api.sh            one line per module, then the total
# Output: <count> <module>
set -euo pipefail
cd "$(dirname "$0")/.."

log=$(mktemp)
swift package dump-symbol-graph --skip-synthesized-members >"$log" 2>&1 || true
if grep "error:" "$log" | grep -v "for 'KolodaPackage\(Discovered\)\?Tests'"; then
    echo "public-api: FAIL: could not dump the symbol graphs" >&2; exit 1
fi
graphs=$(sed -n 's/^Files written to //p' "$log" | tail -1)
[[ -d "$graphs" ]] || { cat "$log"; echo "public-api: FAIL: no symbol graph folder in the output" >&2; exit 1; }

python3 - "$graphs" <<'PYTHON'
import collections, glob, json, os, sys

counts = collections.Counter()
for path in glob.glob(os.path.join(sys.argv[1], "*.symbols.json")):
    graph = json.load(open(path))
    module = graph["module"]["name"]
    if module.endswith("Tests"):  # the test runner's modules, when the tests were built
        continue
    # A module's own graph (Module.symbols.json) and its extensions of other modules' types (Module@Other...).
    counts[module] += sum(1 for s in graph["symbols"] if s.get("accessLevel") in ("public", "open"))
for module, count in sorted(counts.items(), key=lambda item: (-item[1], item[0])):
    print(f"{count:6} {module}")
print(f"{sum(counts.values()):6} total")
PYTHON
