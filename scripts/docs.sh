#!/usr/bin/env bash
# Builds the documentation and checks it: DocC catalogs of the public modules with warnings as errors, every public
# symbol documented, every Swift block in the docs compiled, the headless doc snippets run, and the links of the iOS
# catalog (Sources/Koloda/Koloda.docc) checked against the code.
# Output: .build/docs/<Module>.doccarchive (`docc preview Sources/KolodaCore/KolodaCore.docc
# --additional-symbol-graph-dir .build/docs/symbol-graphs/KolodaCore` serves one). It calls the toolchain's `docc`
# directly, so the package needs no documentation plugin: an app that depends on Koloda resolves nothing for it.
set -euo pipefail
cd "$(dirname "$0")/.."

# The snippets (Snippets/*.swift) are built by `swift build`; the headless ones check what the articles claim.
log=$(mktemp)
swift build >"$log" 2>&1 || { cat "$log"; echo "docs.sh: the build failed" >&2; exit 1; }
if grep -E "/Snippets/.*(warning|error):" "$log"; then echo "docs.sh: the snippets do not build cleanly" >&2; exit 1; fi
bin=$(swift build --show-bin-path)
for snippet in SwipeDecision DecidingLater SwipingBack TuningMotion CustomLayout SavingAndRestoring TestingYourDeck; do
    "$bin/$snippet"
done

python3 scripts/check-doc-code.py
# Doc comments say behaviour in words: no behaviour codes (D12, B3, §4.1) in Quick Help.
python3 scripts/check-doc-words.py
# The Koloda catalog documents the iOS API, whose symbols DocC cannot see here: its links are checked against the code.
python3 scripts/check-koloda-catalog.py

modules=(KolodaCore KolodaCompositing KolodaCairo KolodaSDL)
docs=.build/docs
rm -rf "$docs"
swift package dump-symbol-graph --skip-synthesized-members --minimum-access-level public >"$log" 2>&1 ||
    { cat "$log"; echo "docs.sh: the symbol graphs could not be made" >&2; exit 1; }
graphs=$(sed -n 's/^Files written to //p' "$log" | tail -n 1)
for module in "${modules[@]}"; do
    mkdir -p "$docs/symbol-graphs/$module"
    cp "$graphs/$module.symbols.json" "$docs/symbol-graphs/$module/"
    cp "$graphs/$module"@*.symbols.json "$docs/symbol-graphs/$module/" 2>/dev/null || true  # its extensions of others
    if ! docc convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$docs/symbol-graphs/$module" \
            --fallback-display-name "$module" --fallback-bundle-identifier "org.koloda.$module" \
            --output-dir "$docs/$module.doccarchive" --warnings-as-errors --experimental-documentation-coverage \
            --coverage-summary-level brief >"$log" 2>&1; then
        cat "$log"; echo "docs.sh: DocC reported problems in $module" >&2; exit 1
    fi
    echo "docs.sh: $module documentation built with no warnings"
done
python3 scripts/doc-coverage.py $(for m in "${modules[@]}"; do echo "$docs/$m.doccarchive"; done)
# KolodaDeck's and the Linux KolodaView's pages list every member in a topic group.
python3 scripts/check-curation.py "$docs/symbol-graphs"
