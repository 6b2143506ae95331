#!/usr/bin/env bash
# Builds the documentation and checks it: DocC catalogs of the public modules with warnings as errors, every public
# symbol documented, every Swift block in the docs compiled, and the headless doc snippets run.
# Output: .build/plugins/Swift-DocC/outputs/<Module>.doccarchive (`swift package --disable-sandbox preview-documentation
# --target KolodaCore` serves one on a Mac; on Linux, `docc preview` does).
set -euo pipefail
cd "$(dirname "$0")/.."

# The snippets (Snippets/*.swift) are built by `swift build`; the headless ones check what the articles claim.
log=$(mktemp)
swift build >"$log" 2>&1 || { cat "$log"; echo "docs.sh: the build failed" >&2; exit 1; }
if grep -E "/Snippets/.*(warning|error):" "$log"; then echo "docs.sh: the snippets do not build cleanly" >&2; exit 1; fi
bin=$(swift build --show-bin-path)
for snippet in SwipeDecision TuningMotion CustomLayout SavingAndRestoring TestingYourDeck; do
    "$bin/$snippet"
done

python3 scripts/check-doc-code.py

modules=(KolodaCore KolodaCairo KolodaSDL)
for module in "${modules[@]}"; do
    swift package generate-documentation --target "$module" --warnings-as-errors \
        --experimental-skip-synthesized-symbols --experimental-documentation-coverage 2>&1 \
        | grep -v "prohibited flag" | sed -n '/Building documentation/,$p'
done
python3 scripts/doc-coverage.py $(for m in "${modules[@]}"; do echo ".build/plugins/Swift-DocC/outputs/$m.doccarchive"; done)
