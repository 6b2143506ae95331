#!/usr/bin/env python3
"""Checks that every Swift code block in the documentation is compiled code.

Each ```swift block of README.md, docs/*.md and the DocC catalogs (Sources/*/*.docc) must appear, line for line
(ignoring indentation and blank lines), in a Swift file that the Linux build or the iOS build compiles: Snippets/,
Sources/, Tests/, Fuzz/ or Examples/ (the Linux demo, and the iOS examples built by scripts/ios-build.sh). A block
quoting another library's code is marked ```swift koloda5 (or any info string with a second word) and is not
checked. Exit status 1 lists the blocks found nowhere.
"""
import glob
import os
import re
import sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
os.chdir(root)

def normalized(text):
    return [line.strip() for line in text.splitlines() if line.strip()]

compiled = {}
for pattern in ("Snippets/**/*.swift", "Sources/**/*.swift", "Tests/**/*.swift", "Examples/**/*.swift",
                "Fuzz/**/*.swift"):
    for path in glob.glob(pattern, recursive=True):
        with open(path, encoding="utf-8") as f:
            compiled[path] = "\n" + "\n".join(normalized(f.read())) + "\n"

docs = ["README.md"] + sorted(glob.glob("docs/*.md")) + sorted(glob.glob("Sources/*/*.docc/**/*.md", recursive=True))
fence = re.compile(r"^```swift[ \t]*\n(.*?)^```[ \t]*$", re.S | re.M)
checked, missing = 0, []
for doc in docs:
    with open(doc, encoding="utf-8") as f:
        text = f.read()
    for match in fence.finditer(text):
        checked += 1
        block = "\n" + "\n".join(normalized(match.group(1))) + "\n"
        if not any(block in source for source in compiled.values()):
            line = text.count("\n", 0, match.start()) + 1
            missing.append(f"{doc}:{line}")

for where in missing:
    print(f"check-doc-code: the Swift block at {where} is not in any compiled file (Snippets/, Sources/, Tests/, Fuzz/, Examples/)")
print(f"check-doc-code: {checked - len(missing)} of {checked} Swift blocks in {len(docs)} documents are compiled code")
sys.exit(1 if missing else 0)
