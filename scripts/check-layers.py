#!/usr/bin/env python3
"""Checks that every module's folders are layers: code in a folder uses no type declared in a folder above it.

Every Swift module the package declares is checked, and every folder in it: the targets of Package.swift (the
library in Sources/, the test support in Tests/Support, the tests, the fuzzers in Fuzz/, the demo in Examples/Linux)
and of Benchmarks/Package.swift, each found by its `path:`, and the example apps in Examples/iOS and Examples/macOS. A
folder with subfolders needs a layer order below (lowest first; names on one line are one layer; "." is the folder's own
files), and folders on one layer may not use each other's types both ways. A module with no subfolders is one layer and
passes as it is.

  KolodaCore:       Geometry ← Model, Motion, Layout, Gesture ← Frame ← Deck ← Presenting ← StackModel, AppTesting
  KolodaCore/Deck:  Core ← . (the shell, KolodaDeck)
  KolodaCompositing: Pixels ← Shadows ← Layers ← Blitting, Damage ← Compositor
  KolodaCairo:      . ← Drawing ← Views ← Rasterizing ← Deck ← Export
  Koloda:           . (KolodaStrings, conversions) ← UIKit ← SwiftUI
  KolodaDemo:       Art ← Views ← Deck ← App ← Recording ← . (main.swift, DemoMain)
  KolodaCoreTests:  Support ← Geometry ← Model, Motion, Layout, Gesture ← Deck ← Presenting ← StackModel ← .
  KolodaCairoTests: Support ← Views ← Compositing ← Deck ← Export ← Docs ← .
  KolodaCompositingTests: Support ← Pixels ← Blitting

Comments and string literals are ignored. Exit status 1 lists each use of a higher layer's type and each folder
with no layer.
"""
import glob
import os
import re
import sys

from swift_source import DECLARATION, code_of

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LAYERS = {
    "Sources/KolodaCore": [["Geometry"], ["Model", "Motion", "Layout", "Gesture"], ["Frame"], ["Deck"], ["Presenting"],
                           ["StackModel", "AppTesting"]],
    "Sources/KolodaCore/Deck": [["Core"], ["."]],
    "Tests/KolodaCoreTests": [["Support"], ["Geometry"], ["Model", "Motion", "Layout", "Gesture"], ["Deck"], ["Presenting"],
                              ["StackModel"], ["."]],
    "Tests/KolodaCoreTests/Deck": [["Core"], ["."]],
    "Tests/KolodaCompositingTests": [["Support"], ["Pixels"], ["Blitting"]],
    "Tests/KolodaCairoTests": [["Support"], ["Views"], ["Compositing"], ["Deck"], ["Export"], ["Docs"], ["."]],
    "Sources/KolodaCompositing": [["Pixels"], ["Shadows"], ["Layers"], ["Blitting", "Damage"], ["Compositor"]],
    "Sources/KolodaCairo": [["."], ["Drawing"], ["Views"], ["Rasterizing"], ["Deck"], ["Export"]],
    "Sources/Koloda": [["."], ["UIKit"], ["SwiftUI"]],
    "Examples/Linux/KolodaDemo": [["Art"], ["Views"], ["Deck"], ["App"], ["Recording"], ["."]],
}


# Modules no manifest declares: the iOS example apps, each compiled as one module by scripts/ios-build.sh, and the
# macOS example, compiled by scripts/mac-build.sh.
IOS_EXAMPLES = ["Examples/iOS/KolodaExample", "Examples/iOS/Koloda5Style", "Examples/macOS/KolodaMac"]
# The web build's modules, compiled by scripts/wasm-build.sh (the glue), scripts/wasm-check.sh (the glue with the
# trace recorder) and scripts/wasm-bench.sh (the glue with the benchmark); each is one layer.
WEB_MODULES = ["Web/Sources/KolodaWasm", "Web/Trace", "Web/Bench"]


def modules():
    """The folder of every target in the package's manifests, and of each iOS example, that holds Swift code."""
    folders = set(IOS_EXAMPLES) | set(WEB_MODULES)
    for manifest in ("Package.swift", os.path.join("Benchmarks", "Package.swift")):
        with open(os.path.join(root, manifest), encoding="utf-8") as f:
            paths = re.findall(r'\bpath:\s*"([^"]+)"', code_of_manifest(f.read()))
        folders |= {os.path.normpath(os.path.join(os.path.dirname(manifest), path)) for path in paths}
    for module in sorted(folders):
        if glob.glob(os.path.join(root, module, "**", "*.swift"), recursive=True):
            yield module


def code_of_manifest(text):
    """The manifest's targets: comments and package dependencies (whose `path:` is another package) removed."""
    return re.sub(r"\.package\([^)]*\)", "", re.sub(r"//[^\n]*", "", text))


def folder_of(path):
    return os.path.relpath(os.path.dirname(path), root)


def step(ancestor, folder):
    """The child of `ancestor` on the way to `folder` ("." when `folder` is `ancestor`)."""
    if folder == ancestor:
        return "."
    return os.path.relpath(folder, ancestor).split(os.sep)[0]


problems = []
coverage = {"modules": 0, "folders": 0, "files": 0, "uses": 0}
for module in modules():
    coverage["modules"] += 1
    files = {path: code_of(path)
             for path in sorted(glob.glob(os.path.join(root, module, "**", "*.swift"), recursive=True))}
    folders = sorted({folder_of(path) for path in files})
    coverage["folders"] += len(folders)
    coverage["files"] += len(files)
    # Each folder that has subfolders holding code must order them.
    for folder in sorted({os.path.dirname(f) for f in folders if f != module} | {module}):
        children = {step(folder, f) for f in folders if f == folder or f.startswith(folder + os.sep)}
        if children <= {"."}:
            continue
        listed = {name for layer in LAYERS.get(folder, []) for name in layer}
        for child in sorted(children - listed):
            where = "its own files have" if child == "." else f"folder {child} has"
            problems.append(f"{folder}: {where} no layer")
    declared = {}  # type name -> folders declaring it
    for path, code in files.items():
        for name in DECLARATION.findall(code):
            declared.setdefault(name, set()).add(folder_of(path))
    uses = set()  # (user folder, owner folder) pairs
    for path, code in files.items():
        user = folder_of(path)
        for name, owners in declared.items():
            if user in owners or not re.search(r"\b" + name + r"\b", code):
                continue
            for owner in owners:
                uses.add((user, owner))
                ancestor = os.path.commonpath([user, owner])
                order = {child: level for level, layer in enumerate(LAYERS.get(ancestor, [])) for child in layer}
                mine, theirs = step(ancestor, user), step(ancestor, owner)
                if mine in order and theirs in order and order[theirs] > order[mine]:
                    problems.append(f"{os.path.relpath(path, root)} uses {name}, declared in {owner}, a higher layer")
    coverage["uses"] += len(uses)
    # Folders on one layer may use each other, but not both ways.
    for user, owner in sorted(uses):
        ancestor = os.path.commonpath([user, owner])
        mine, theirs = step(ancestor, user), step(ancestor, owner)
        if mine < theirs and any(step(ancestor, u) == theirs and step(ancestor, o) == mine for u, o in uses):
            names = [f"{ancestor} (its own files)" if child == "." else os.path.join(ancestor, child)
                     for child in (mine, theirs)]
            problems.append(f"{names[0]} and {names[1]} use each other")

for problem in sorted(set(problems)):
    print(f"check-layers: {problem}")
print(f"check-layers: {len(set(problems))} layering violations in {coverage['modules']} modules, "
      f"{coverage['folders']} folders, {coverage['files']} files ({coverage['uses']} folder-to-folder uses)")
sys.exit(1 if problems else 0)
