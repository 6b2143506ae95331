#!/usr/bin/env python3
"""Gives every arm64e-only Swift module interface of an iPhoneOS or macOS SDK an arm64 copy, in place: next to each
`arm64e-apple-ios.swiftinterface`, `arm64e-apple-ios-macabi.swiftinterface` (Mac Catalyst) or
`arm64e-apple-macos.swiftinterface` (and their .private/.package variants) that has no arm64 counterpart, writes
the `arm64-apple-...` file with the same text, except that its `-target arm64e-apple-...` flag (and a zippered
module's `-target-variant`) names arm64. The compiler picks a module's interface by the target's architecture, and
Koloda builds for arm64; some public copies of newer SDKs keep only the arm64e files.
usage: arm64-interfaces.py SDK"""
import os
import re
import sys

sdk = sys.argv[1]
target_flag = re.compile(r"(-target(?:-variant)?\s+)arm64e(-apple-(?:ios|macos))")
written = kept = 0
for folder, _, files in os.walk(sdk):
    for name in files:
        if not (name.startswith(("arm64e-apple-ios", "arm64e-apple-macos")) and name.endswith(".swiftinterface")):
            continue
        copy = os.path.join(folder, "arm64" + name[len("arm64e"):])
        if os.path.exists(copy):
            kept += 1
            continue
        with open(os.path.join(folder, name), encoding="utf-8") as f:
            lines = f.read().split("\n")
        # Only the header's flag lines name the target; the declarations are the same for both architectures.
        lines = [target_flag.sub(r"\1arm64\2", line) if line.startswith("// swift-module-flags") else line
                 for line in lines]
        with open(copy, "w", encoding="utf-8") as f:
            f.write("\n".join(lines))
        written += 1
print(f"arm64 interfaces: {written} written, {kept} already present")
