#!/usr/bin/env python3
"""Gives an iOS 16/17 SDK the concurrency annotations of the iOS 18 SDK for UIAccessibility, without touching the
SDK: writes edited copies of two UIKit headers into OUT_DIR and a clang VFS overlay, OUT_DIR/overlay.yaml, that
puts them in place of the SDK's (swiftc -Xcc -ivfsoverlay -Xcc OUT_DIR/overlay.yaml).

Why: Xcode 16, the oldest Xcode that reads this package's manifest, ships the iOS 18 SDK. There the accessibility
properties of NSObject are main-actor isolated (NS_SWIFT_UI_ACTOR) and the notification and trait constants are
immutable and nonisolated (const … NS_SWIFT_NONISOLATED). In the older headers they are neither, which turns a
correct override of `accessibilityLabel` into an isolation warning and a use of `.layoutChanged` into an error.
  * UIAccessibility.h: every declaration in an `@interface NSObject (UIAccessibility…)` category gets NS_SWIFT_UI_ACTOR.
  * UIAccessibilityConstants.h: `UIKIT_EXTERN UIAccessibilityTraits|UIAccessibilityNotifications NAME …;`
    becomes `UIKIT_EXTERN const … NAME … NS_SWIFT_NONISOLATED;`.
Files are rewritten only when their text changes, so the module cache stays valid between runs.
usage: backport-annotations.py SDK OUT_DIR"""
import json
import os
import re
import sys

sdk, out = sys.argv[1:3]
headers = os.path.join(sdk, "System/Library/Frameworks/UIKit.framework/Headers")


def read(path):
    with open(path, encoding="utf-8", errors="surrogateescape") as f:
        return f.read()


def write_if_changed(path, text):
    if os.path.exists(path) and read(path) == text:
        return
    with open(path, "w", encoding="utf-8", errors="surrogateescape") as f:
        f.write(text)


def main_actor_categories(text):
    """NS_SWIFT_UI_ACTOR on each property and method of NSObject's accessibility categories."""
    lines, in_category, statement, count = [], False, [], 0
    for line in text.split("\n"):
        if re.match(r"@interface NSObject\s*\(UIAccessibility", line):
            in_category = True
        elif in_category and line.startswith("@end"):
            in_category = False
        starts = re.match(r"\s*(@property|[-+]\s*\()", line)
        if in_category and (statement or starts):
            statement.append(line)
            if line.rstrip().endswith(";"):
                declaration = "\n".join(statement)
                if "NS_SWIFT_UI_ACTOR" not in declaration:
                    declaration = declaration.rstrip()[:-1] + " NS_SWIFT_UI_ACTOR;"
                    count += 1
                lines.append(declaration)
                statement = []
            continue
        lines.append(line)
    return "\n".join(lines), count


def nonisolated_constants(text):
    return re.subn(r"^UIKIT_EXTERN (UIAccessibilityTraits|UIAccessibilityNotifications) (\w+)([^;]*);",
                   r"UIKIT_EXTERN const \1 \2\3 NS_SWIFT_NONISOLATED;", text, flags=re.M)


os.makedirs(out, exist_ok=True)
replaced = {}
for name, edit in (("UIAccessibility.h", main_actor_categories), ("UIAccessibilityConstants.h", nonisolated_constants)):
    source = os.path.join(headers, name)
    if os.path.exists(source):
        text, count = edit(read(source))
        if count:
            write_if_changed(os.path.join(out, name), text)
            replaced[name] = count
overlay = {"version": 0, "case-sensitive": "true",
           "roots": [{"type": "directory", "name": os.path.abspath(headers),
                      "contents": [{"type": "file", "name": name,
                                    "external-contents": os.path.abspath(os.path.join(out, name))}
                                   for name in sorted(replaced)]}]}
write_if_changed(os.path.join(out, "overlay.yaml"), json.dumps(overlay, indent=1) + "\n")
print("iOS 18 annotations: " + (", ".join(f"{n} ({c} declarations)" for n, c in sorted(replaced.items()))
                                or "none needed"))
