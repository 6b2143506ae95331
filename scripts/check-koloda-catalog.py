#!/usr/bin/env python3
"""Checks the links of the Koloda DocC catalog, which DocC cannot build on Linux (its symbols are iOS-only).

Every ``Symbol`` and ``Type/member`` link in Sources/Koloda/Koloda.docc must name a type declared in Sources/Koloda
and, for a member, a property, method or initializer of that type (with the same argument labels), declared in
Sources/Koloda (also on an extension of a protocol it conforms to, `where Self: Type`) or in a KolodaCore protocol the
type conforms to (such as KolodaDeckHosting). A link in a type's
extension page (titled ``Koloda/Type``) is read relative to that type. Every <doc:Article> must be an article of the
catalog, each extension page must name a type of the module, every page begins with a title, and its Topics
section holds only groups (### …) of one link per line. Exit status 1 lists what is wrong.
"""
import glob
import os
import re
import sys

from swift_source import DECLARATION, code_of

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
catalog = os.path.join(root, "Sources", "Koloda", "Koloda.docc")
MODULE = "Koloda"


def bodies(code, name):
    """The declaration head and body of every `class/struct/enum/protocol/extension name` in `code`."""
    for match in re.finditer(r"\b(?:struct|class|enum|protocol|actor|extension)\s+" + name + r"\b[^{]*\{", code):
        depth, i = 1, match.end()
        while depth and i < len(code):
            depth += {"{": 1, "}": -1}.get(code[i], 0)
            i += 1
        yield match.group(0), code[match.end():i - 1]


def top_level(text):
    """`text` with everything nested in braces removed: a type's own members, not those of its methods' bodies."""
    out, depth = [], 0
    for char in text:
        if char == "}":
            depth -= 1
        if depth == 0:
            out.append(char)
        if char == "{":
            depth += 1
    return "".join(out)


def split_parameters(text):
    parts, depth, current = [], 0, ""
    for char in text.replace("->", "→"):
        if char in "([<":
            depth += 1
        elif char in ")]>":
            depth -= 1
        if char == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += char
    return [p for p in (parts + [current]) if p.strip()]


def members(code):
    """The DocC names of the members declared at the top level of `code`: `name`, `name(label:)`, `init(label:)`."""
    names = set(re.findall(r"\b(?:var|let|case)\s+([a-zA-Z_][A-Za-z0-9_]*)", code))
    for match in re.finditer(r"\b(?:func\s+([a-zA-Z_][A-Za-z0-9_]*)|(init)[?!]?)\s*(?:<[^(]*>)?\s*\(", code):
        depth, i = 1, match.end()
        while depth and i < len(code):
            depth += {"(": 1, ")": -1}.get(code[i], 0)
            i += 1
        labels = []
        for parameter in split_parameters(code[match.end():i - 1]):
            head = re.sub(r"@\w+(\([^)]*\))?", "", parameter.split(":")[0]).split()
            labels.append(head[0] if head else "_")
        names.add(f"{match.group(1) or 'init'}({''.join(label + ':' for label in labels)})")
    return names


sources = {path: code_of(path) for path in glob.glob(os.path.join(root, "Sources", MODULE, "**", "*.swift"),
                                                     recursive=True)}
core = {path: code_of(path) for path in glob.glob(os.path.join(root, "Sources", "KolodaCore", "**", "*.swift"),
                                                  recursive=True)}
types = {name for code in sources.values() for name in DECLARATION.findall(code)}
core_protocols = {name for code in core.values() for name in re.findall(r"\bprotocol\s+([A-Z]\w*)", code)}


def members_of(name):
    found, conforms = set(), set()
    for code in sources.values():
        for head, body in bodies(code, name):
            found |= members(top_level(body))
            conforms |= set(re.findall(r"\b([A-Z]\w*)", head.split(":", 1)[1])) if ":" in head else set()
    for protocol in conforms & core_protocols:
        for code in core.values():
            for _, body in bodies(code, protocol):
                found |= members(top_level(body))
        # Members the module declares for the type on a protocol extension (`extension KolodaDeckHosting where
        # Self: KolodaView`), where a subclass's own member of the same name shadows them instead of clashing.
        for code in sources.values():
            for head, body in bodies(code, protocol):
                if re.search(r"\bwhere\s+Self\s*:\s*" + name + r"\b", head):
                    found |= members(top_level(body))
    return found


articles = {os.path.splitext(os.path.basename(p))[0] for p in glob.glob(os.path.join(catalog, "**", "*.md"),
                                                                        recursive=True)}
problems, checked = [], 0
for page in sorted(glob.glob(os.path.join(catalog, "**", "*.md"), recursive=True)):
    with open(page, encoding="utf-8") as f:
        text = re.sub(r"^```.*?^```", "", f.read(), flags=re.S | re.M)
    where = os.path.relpath(page, root)
    if not text.startswith("# "):
        problems.append(f"{where}: the page does not begin with a title (# …)")
    topics = text.split("\n## Topics\n", 1)[1] if "\n## Topics\n" in text else ""
    for line in topics.splitlines():
        if line.strip() and not re.match(r"(### \S|- ``[^`]+``$|- <doc:[^>]+>$)", line):
            problems.append(f"{where}: in Topics, `{line}` is neither a group (### …) nor one link (- ``…``)")
    title = re.match(r"# ``([^`]+)``", text)
    context = None
    if title and title.group(1) != MODULE:
        context = title.group(1).removeprefix(MODULE + "/")
        if context not in types:
            problems.append(f"{where}: the page extends {title.group(1)}, which Sources/{MODULE} does not declare")
    for article in re.findall(r"<doc:([^>]+)>", text):
        checked += 1
        if article not in articles:
            problems.append(f"{where}: <doc:{article}> is no article of the catalog")
    for link in re.findall(r"``([^`]+)``", text)[1 if title else 0:]:
        checked += 1
        path = link.removeprefix(MODULE + "/").split("/")
        if len(path) == 1 and path[0] in types:
            continue
        owner, member = (path[0], path[1]) if len(path) == 2 else (context, path[0])
        if len(path) > 2 or owner not in types or member not in members_of(owner):
            problems.append(f"{where}: ``{link}`` names no symbol of Sources/{MODULE}")

for problem in problems:
    print(f"check-koloda-catalog: {problem}")
print(f"check-koloda-catalog: {len(problems)} of {checked} links in the {MODULE} catalog name nothing")
sys.exit(1 if problems else 0)
