#!/usr/bin/env python3
"""Lists public symbols without a doc comment, from DocC's documentation-coverage.json files.

Members the compiler synthesizes or inherits from a standard-library protocol (`!=`, `hash(into:)`,
`init(from:)`, `init(rawValue:)`, ...) and DocC's own collection groups are not ours to document and are skipped.
Usage: doc-coverage.py ARCHIVE.doccarchive...   Exit status 1 when anything is undocumented.
"""
import json
import sys

INHERITED = {
    "!=(_:_:)", "==(_:_:)", "hash(into:)", "hashValue", "init(from:)", "encode(to:)", "init(rawValue:)",
    "rawValue", "description", "debugDescription", "<=(_:_:)", ">=(_:_:)", ">(_:_:)", "...(_:)", "...(_:_:)",
    "..<(_:)", "..<(_:_:)", "errorDescription", "localizedDescription",
}

missing = []
for archive in sys.argv[1:]:
    with open(f"{archive}/documentation-coverage.json") as f:
        entries = json.load(f)
    for entry in entries:
        kind = entry.get("kind", {})
        if entry.get("hasAbstract") or not kind.get("isSymbol"):
            continue
        if kind.get("id") == "org.swift.docc.kind.module" or entry.get("title") in INHERITED:
            continue
        missing.append(entry["referencePath"].replace("doc://", ""))

for path in sorted(missing):
    print(f"undocumented: {path}")
print(f"doc-coverage: {len(missing)} public symbols without a doc comment")
sys.exit(1 if missing else 0)
