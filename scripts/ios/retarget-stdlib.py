#!/usr/bin/env python3
"""Copies this toolchain's standard-library interfaces (.swiftinterface) into OUT_SDK/usr/lib/swift, re-targeted to
an Apple triple, so that standard-library-only code can be checked for availability at an iOS deployment target:
the interfaces carry every Apple platform's @available, and an old SDK's standard library lacks the newer APIs
altogether (it would say "no member" where Xcode says "only available in iOS 26.0 or newer").
Edits: the interface's -target (plus -disable-availability-checking for its own bodies, as the standard library is
built), and @backDeployed attributes dropped where the Linux interface printed the declaration without a body.
Files are rewritten only when their text changes.
usage: retarget-stdlib.py TOOLCHAIN_LINUX_LIB OUT_SDK TRIPLE FILE_STEM HOST_TRIPLE"""
import os
import re
import sys

source, out, triple, stem, host = sys.argv[1:6]
for module in ("Swift", "_Concurrency", "_StringProcessing", "_RegexParser", "SwiftOnoneSupport", "Synchronization"):
    path = os.path.join(source, module + ".swiftmodule", host + ".swiftinterface")
    if not os.path.exists(path):
        continue
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    kept, dropped = [], 0
    for i, line in enumerate(lines):
        if line.startswith("// swift-module-flags:"):
            line = line.replace("-target " + host, "-target " + triple) + " -disable-availability-checking"
        if line.lstrip().startswith("@backDeployed("):
            j = i + 1
            while j < len(lines) and lines[j].lstrip().startswith("@") and \
                    not re.search(r"\b(func|var|init|subscript)\b", lines[j]):
                j += 1
            if j < len(lines) and "{" not in lines[j]:
                dropped += 1
                continue
        kept.append(line)
    folder = os.path.join(out, "usr/lib/swift", module + ".swiftmodule")
    os.makedirs(folder, exist_ok=True)
    target, text = os.path.join(folder, stem + ".swiftinterface"), "\n".join(kept)
    if not os.path.exists(target) or open(target, encoding="utf-8").read() != text:
        with open(target, "w", encoding="utf-8") as f:
            f.write(text)
    print(f"{module}: re-targeted to {triple}, {dropped} body-less @backDeployed dropped")
