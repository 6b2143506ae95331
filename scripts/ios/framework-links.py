#!/usr/bin/env python3
"""Restores the symbolic links of every macOS-style framework of an SDK, in place. A macOS framework keeps its files
in `Versions/<letter>/` and reaches them through links: `Versions/Current` to that folder, and `Headers`,
`Modules`, `<Name>.tbd`, `Frameworks`, ... at the top to `Versions/Current/...`. Clang finds a framework's module
map and headers, and the linker its stub, only through those links; some public copies of the macOS SDK keep the
files and drop the links.
usage: framework-links.py SDK"""
import os
import sys

sdk = sys.argv[1]
made = kept = 0
for folder, dirs, _ in os.walk(sdk):
    if not folder.endswith(".framework") or "Versions" not in dirs:
        continue
    versions = os.path.join(folder, "Versions")
    current = os.path.join(versions, "Current")
    if not os.path.lexists(current):
        real = sorted(d for d in os.listdir(versions) if not os.path.islink(os.path.join(versions, d)))
        if not real:
            continue
        # One version folder in every framework an app links (A, or C for AppKit and Foundation); where a private
        # framework keeps two, the last letter is the current one.
        os.symlink(real[-1], current)
        made += 1
    for entry in os.listdir(current):
        top = os.path.join(folder, entry)
        if os.path.lexists(top):
            kept += 1
            continue
        os.symlink(os.path.join("Versions", "Current", entry), top)
        made += 1
print(f"framework links: {made} made, {kept} already present")
