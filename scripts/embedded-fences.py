#!/usr/bin/env python3
"""Counts the Embedded Swift fences in KolodaCore: every `#if` block whose condition names Embedded
(`hasFeature(Embedded)` or `$Embedded`), from its `#if` to its `#endif`, both included, `#else` branches too.
Prints each block (file, first line, length) and the total lines; with --max N, fails when the total exceeds N.
docs/embedded.md says what each fence is for; scripts/wasm-build.sh lists what the web build leaves out instead.
Usage: scripts/embedded-fences.py [--max N]"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
EMBEDDED = re.compile(r"hasFeature\(\s*Embedded\s*\)|\$Embedded")


def blocks(path):
    """(first line, line count) of each outermost #if block naming Embedded in `path`."""
    found, stack = [], []
    for number, line in enumerate(path.read_text().splitlines(), 1):
        stripped = line.strip()
        if stripped.startswith("#if"):
            stack.append((number, bool(EMBEDDED.search(stripped))))
        elif stripped.startswith("#endif") and stack:
            start, embedded = stack.pop()
            outer_embedded = any(e for _, e in stack)
            if embedded and not outer_embedded:
                found.append((start, number - start + 1))
    return found


def main():
    limit = None
    if len(sys.argv) == 3 and sys.argv[1] == "--max":
        limit = int(sys.argv[2])
    total, files = 0, 0
    for path in sorted((ROOT / "Sources" / "KolodaCore").rglob("*.swift")):
        found = blocks(path)
        if found:
            files += 1
        for start, count in found:
            total += count
            print(f"{path.relative_to(ROOT)}:{start}: {count} lines")
    print(f"{total} fence lines in {files} files")
    if limit is not None and total > limit:
        print(f"more than {limit}: fence less (docs/embedded.md)")
        sys.exit(1)


main()
