#!/usr/bin/env python3
"""Checks that the curated types' pages list every public member in a topic group.

For each page below, every member the symbol graph gives the type (its own declarations and extensions; members
inherited from protocol extensions are synthesized and not listed) must appear as a ``link`` on the type's extension
page, so that no member falls into DocC's uncurated catch-all groups. Exit status 1 lists the missing ones.
Usage: check-curation.py SYMBOL_GRAPH_DIR   (docs.sh's .build/docs/symbol-graphs, one folder per module)
"""
import json
import os
import re
import sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PAGES = [  # module, type, extension page
    ("KolodaCore", "KolodaDeck", "Sources/KolodaCore/KolodaCore.docc/Extensions/KolodaDeck.md"),
    ("KolodaCairo", "KolodaView", "Sources/KolodaCairo/KolodaCairo.docc/Extensions/KolodaView.md"),
]

graphs, problems = sys.argv[1], []
for module, type_name, page in PAGES:
    with open(os.path.join(graphs, module, f"{module}.symbols.json")) as f:
        symbols = json.load(f)["symbols"]
    members = {s["pathComponents"][1] for s in symbols
               if len(s["pathComponents"]) == 2 and s["pathComponents"][0] == type_name}
    with open(os.path.join(root, page)) as f:
        topics = f.read().split("## Topics", 1)[-1]
    # A link to one of two overloads carries DocC's disambiguation (`swipe(_:force:)-(SwipeResultDirection,_)`).
    curated = {re.sub(r"-\(.*\)$", "", link) for link in re.findall(r"^- ``([^`]+)``", topics, re.M)}
    for member in sorted(members - curated):
        problems.append(f"{page}: {type_name}.{member} is in no topic group")
    print(f"check-curation: {type_name}: {len(members & curated)} of {len(members)} members curated")

for problem in problems:
    print(problem)
sys.exit(1 if problems else 0)
