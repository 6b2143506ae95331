#!/usr/bin/env python3
"""Checks that doc comments say behaviour in words, not in the behaviour codes of docs/behaviour.md.

A `///` line in Sources/ must not cite a decision or behaviour code such as `(D12)`, `B3/B4`, `(L1)` or a section
sign (`§4.1`): Quick Help shows doc comments to app developers, who cannot look the codes up. The codes stay in
docs/behaviour.md, in the tests and in `//` comments. Test support (KolodaCheck, KolodaViewCheck), which cites them
as the tests do, is not checked. Exit status 1 lists the lines.
"""
import glob
import os
import re
import sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
os.chdir(root)

TEST_SUPPORT = {"KolodaCheck", "KolodaViewCheck"}
# A code: a letter of the code families (B behaviour, D decision, L layout) and a number, or a section sign.
CODE = re.compile(r"§|\b[BDL][0-9]{1,2}[a-z]?\b")
DOC_LINE = re.compile(r"^\s*///(.*)$")

found = []
for path in sorted(glob.glob("Sources/**/*.swift", recursive=True)):
    if path.split(os.sep)[1] in TEST_SUPPORT:
        continue
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            doc = DOC_LINE.match(line)
            if doc and CODE.search(doc.group(1)):
                found.append(f"{path}:{number}: {line.strip()}")

for line in found:
    print(line)
if found:
    print(f"check-doc-words: {len(found)} doc comment lines cite a behaviour code; say the behaviour in words "
          "(the codes belong in docs/behaviour.md, tests and // comments)", file=sys.stderr)
    sys.exit(1)
print("check-doc-words: no behaviour codes in doc comments")
