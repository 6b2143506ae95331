#!/usr/bin/env python3
"""Checks that a module's folders are layered: code in a folder uses no type declared in a folder above it.

Layers, lowest first, per module:
  KolodaCairo: Drawing ← Views ← Compositing ← Deck ← Export
  KolodaCore:  Geometry ← Model, Motion, Layout, Gesture ← Deck ← Presenting ← Items, Testing
Comments and string literals are ignored. Exit status 1 lists each use of a higher layer's type.
"""
import glob
import os
import re
import sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LAYERS = {
    "Sources/KolodaCairo": [["Drawing"], ["Views"], ["Compositing"], ["Deck"], ["Export"]],
    "Sources/KolodaCore": [["Geometry"], ["Model", "Motion", "Layout", "Gesture"], ["Deck"], ["Presenting"], ["Items", "Testing"]],
}
DECLARATION = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:public |open |internal |private |fileprivate |final |indirect )*"
                         r"(?:struct|class|enum|protocol|actor|typealias)\s+([A-Z][A-Za-z0-9_]*)", re.M)


def code_of(path):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    text = re.sub(r'"""(.|\n)*?"""', '""', text)
    text = re.sub(r'"(?:\\.|[^"\\\n])*"', '""', text)
    return re.sub(r"//[^\n]*", "", text)


problems = []
for module, layers in LAYERS.items():
    level_of_folder = {folder: level for level, folders in enumerate(layers) for folder in folders}
    declared = {}  # type name -> level
    files = {}
    for path in glob.glob(os.path.join(root, module, "**", "*.swift"), recursive=True):
        folder = os.path.relpath(path, os.path.join(root, module)).split(os.sep)[0]
        if folder not in level_of_folder:
            if not folder.endswith(".swift"):
                problems.append(f"{os.path.relpath(path, root)}: folder {folder} has no layer")
            continue
        files[path] = (level_of_folder[folder], code_of(path))
        for name in DECLARATION.findall(files[path][1]):
            declared[name] = max(declared.get(name, -1), level_of_folder[folder])
    for path, (level, code) in sorted(files.items()):
        for name, owner in declared.items():
            if owner > level and re.search(r"\b" + name + r"\b", code):
                problems.append(f"{os.path.relpath(path, root)} uses {name}, declared in a higher layer")

for problem in problems:
    print(f"check-layers: {problem}")
print(f"check-layers: {len(problems)} layering violations in {', '.join(LAYERS)}")
sys.exit(1 if problems else 0)
