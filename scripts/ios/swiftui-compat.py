#!/usr/bin/env python3
"""Writes a copy of the SDK's SwiftUI interface that this Swift compiler accepts, into OUT_DIR/SwiftUI.swiftmodule,
to be found first through `-I OUT_DIR`. The iOS 16 SDK's SwiftUI.swiftinterface (written by Swift 5.8) has one
inlinable body, Environment's getter, that logs with an interpolated multi-line string literal as an os_log format;
Swift 6.3 rejects that ("string interpolation cannot be used in this context"). In the copy, each such literal
becomes the same message without the interpolation. Nothing else changes; the SDK is not touched. The file is
rewritten only when its text changes, so the module cache stays valid.
usage: swiftui-compat.py SDK OUT_DIR"""
import os
import re
import sys

sdk, out = sys.argv[1:3]
source = os.path.join(sdk, "System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule")
target = os.path.join(out, "SwiftUI.swiftmodule")
os.makedirs(target, exist_ok=True)
literal = re.compile(r'"""\n(.*?)"""', re.S)
changed = 0
for name in sorted(os.listdir(source)):
    if not name.endswith(".swiftinterface") or not name.startswith("arm64-"):
        continue
    with open(os.path.join(source, name), encoding="utf-8") as f:
        text = f.read()

    def plain(match):
        global changed
        body = match.group(1)
        if "\\(" not in body:
            return match.group(0)
        changed += 1
        # The message without its interpolations, on one line (a continuation `\` at a line end joins lines).
        message = re.sub(r"\\\(.*?\)", "…", body)
        message = re.sub(r"\\\n\s*", "", message).strip().replace('"', "'")
        return '"' + " ".join(message.split()) + '"'

    patched = literal.sub(plain, text)
    path = os.path.join(target, name)
    if not os.path.exists(path) or open(path, encoding="utf-8").read() != patched:
        with open(path, "w", encoding="utf-8") as f:
            f.write(patched)
print(f"SwiftUI interface: {changed} interpolated os_log formats made plain")
