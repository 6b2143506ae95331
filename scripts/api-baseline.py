#!/usr/bin/env python3
"""The public API baselines in api/: one line per public declaration, sorted, read from Swift symbol graphs.

  render GRAPHS MODULE OUT HOW    writes MODULE's API, read from the symbol graphs in the folder GRAPHS (MODULE's own
                                  graph and its extensions of other modules), to the file OUT
  check NAME CURRENT HOW          compares CURRENT (a rendered file) with api/NAME.txt, then checks that every
                                  difference between api/NAME.txt and the last release's copy is named in
                                  CHANGELOG.md's Unreleased section; HOW is the command that updates the baseline
  update NAME CURRENT HOW         copies CURRENT to api/NAME.txt, prints what changed, then the changelog check

A line is `PATH  DECLARATION`: PATH is the symbol's path (`KolodaDeck.swipe(_:)`), DECLARATION its declaration as
Swift prints it, with `open`, its availability (`@available(*, deprecated, renamed: "CardPose")`), the constraints
of the extension it is declared in and `(default implementation)` when it is a protocol's. Conformances and
superclasses are lines of their own (`KolodaDeck  conforms to Swift.Equatable`). Lines starting with `#` are
comments. Only the module's own declarations count, not those of a module it re-exports.

The last release is the commit that added CHANGELOG.md's newest `## [x.y.z]` heading: api/NAME.txt as it was there
(empty if it did not exist; while no commit adds the heading yet, the baseline itself is the release). A symbol is
named when a code span of the Unreleased section (`...` in backticks) is its path, ends with `.` and its last
component, is that component, or that component's base name (`swipe` for `swipe(_:)`); a member of a type that
itself changed (new, removed, renamed) is covered by the type's mention. Added symbols and new deprecations need
only that. A removed symbol or a changed declaration also needs the word "Breaking" on the line that names it,
unless it is deprecated in place (the same declaration, now deprecated) or its type became a deprecated alias of a
type that has the same member.
"""
import glob
import json
import os
import re
import subprocess
import sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
api_dir = os.path.join(root, "api")
changelog = os.path.join(root, "CHANGELOG.md")


# --- Rendering ------------------------------------------------------------------------------------------------------

def version_text(version):
    parts = [version.get("major", 0), version.get("minor", 0)] + ([version["patch"]] if "patch" in version else [])
    return ".".join(str(part) for part in parts)


def availability_text(symbol):
    """`@available(...)` attributes of the symbol, as Swift would write them ("" when it has none)."""
    attributes = []
    for entry in symbol.get("availability", []):
        words = [entry.get("domain", "*")]
        if "introduced" in entry:
            words = [f"{entry.get('domain', '*')} {version_text(entry['introduced'])}"]
        if entry.get("isUnconditionallyDeprecated") or "deprecated" in entry:
            words.append("deprecated" + (f" {version_text(entry['deprecated'])}" if "deprecated" in entry else ""))
        if entry.get("isUnconditionallyUnavailable") or "obsoleted" in entry:
            words.append("unavailable")
        if entry.get("renamed"):
            words.append(f'renamed: "{entry["renamed"]}"')
        if "introduced" in entry and len(words) == 1 and entry.get("domain", "*") != "*":
            words.append("*")
        attributes.append("@available(" + ", ".join(words) + ")")
    return " ".join(sorted(attributes))


def declaration_text(symbol, default_implementations):
    text = " ".join("".join(f["spelling"] for f in symbol.get("declarationFragments", [])).split())
    if symbol.get("accessLevel") == "open":
        text = "open " + text
    attributes = availability_text(symbol)
    if attributes:
        text = attributes + " " + text
    constraints = symbol.get("swiftExtension", {}).get("constraints", [])
    if constraints:
        clauses = [f"{c['lhs']}{':' if c['kind'] == 'conformance' else ' =='} {c['rhs']}" for c in constraints]
        text += " (in extension where " + ", ".join(clauses) + ")"
    if symbol["identifier"]["precise"] in default_implementations:
        text += " (default implementation)"
    return text


def declared_in(module, usr):
    """Whether the symbol of this USR is declared in `module`. swiftc's own symbol graph (the iOS build's) also lists
    what the module re-exports (`@_exported import KolodaCore`); `swift package dump-symbol-graph` does not."""
    mangled = f"{len(module)}{module}"
    return (usr.startswith("s:" + mangled) or f"@M@{module}@" in usr or f"@CM@{module}@" in usr
            or mangled + "E" in usr)


def load_graphs(folder, module):
    names = [module + ".symbols.json"] + sorted(
        os.path.basename(p) for p in glob.glob(os.path.join(folder, module + "@*.symbols.json")))
    return [json.load(open(os.path.join(folder, name))) for name in names if os.path.exists(os.path.join(folder, name))]


def render(folder, module, out, how):
    graphs = load_graphs(folder, module)
    if not graphs:
        sys.exit(f"api-baseline: no symbol graph of {module} in {folder}")
    public = [s for g in graphs for s in g["symbols"] if s.get("accessLevel") in ("public", "open")
              and not s.get("spi") and declared_in(module, s["identifier"]["precise"])]
    paths = {s["identifier"]["precise"]: ".".join(s["pathComponents"]) for s in public}
    relationships = [r for g in graphs for r in g["relationships"]]
    for r in relationships:  # an extended type of another module: named by its members' paths
        if r["kind"] == "memberOf" and r["source"] in paths and r["target"] not in paths:
            paths[r["target"]] = paths[r["source"]].rsplit(".", 1)[0]
    defaults = {r["source"] for r in relationships if r["kind"] == "defaultImplementationOf"}
    lines = {f"{paths[s['identifier']['precise']]}  {declaration_text(s, defaults)}" for s in public}
    for r in relationships:
        # SendableMetatype comes with Sendable (Swift 6.2 and later list both; earlier compilers only Sendable).
        implied = r["target"] == "s:s16SendableMetatypeP"
        if r["kind"] in ("conformsTo", "inheritsFrom") and r["source"] in paths and not implied:
            target = paths.get(r["target"]) or r.get("targetFallback") or r["target"]
            verb = "conforms to" if r["kind"] == "conformsTo" else "inherits from"
            where = ", ".join(f"{c['lhs']}: {c['rhs']}" for c in r.get("swiftConstraints", []))
            lines.add(f"{paths[r['source']]}  {verb} {target}" + (f" where {where}" if where else ""))
    header = [f"# The public API of module {module}, one line per declaration, sorted; CI compares the build with it.",
              f"# Not edited by hand: `{how}` writes it, after CHANGELOG.md's Unreleased section names the change."]
    with open(out, "w") as file:
        file.write("\n".join(header + sorted(lines)) + "\n")


# --- Comparing ------------------------------------------------------------------------------------------------------

AVAILABILITY = re.compile(r'^(?:@available\((?:[^()"]|"[^"]*")*\) )+')


def api_lines(text):
    return [line for line in text.splitlines() if line.strip() and not line.startswith("#")]


def by_path(lines):
    table = {}
    for line in lines:
        path, _, declaration = line.partition("  ")
        table.setdefault(path, set()).add(declaration)
    return table


def is_deprecated(declaration):
    match = AVAILABILITY.match(declaration)
    return bool(match) and "deprecated" in match.group(0)


def parent_of(path):
    """The path without its last component (dots inside parentheses, as in `init(_:)`, do not split)."""
    depth, cut = 0, -1
    for index, char in enumerate(path):
        depth += (char == "(") - (char == ")")
        if char == "." and depth == 0:
            cut = index
    return path[:cut] if cut > 0 else None


def alias_target(declarations):
    """The type a deprecated typealias among `declarations` names (a renamed type's old name), or None."""
    for declaration in declarations:
        alias = re.search(r"\btypealias \S+ = (\S+)$", declaration)
        if alias and is_deprecated(declaration):
            return alias.group(1)
    return None


def moved_to_alias(path, current):
    """True when an enclosing type of `path` is now a deprecated typealias whose target has the same member."""
    parent = parent_of(path)
    while parent:
        target = alias_target(current.get(parent, ()))
        if target:
            return bool(current.get(target + path[len(parent):]))
        parent = parent_of(parent)
    return False


def classify(path, before, after, current):
    """[(kind, declaration)] for one path: kind is added, deprecated or breaking."""
    if not after:
        kind = "deprecated" if moved_to_alias(path, current) else "breaking"
        return [(kind, d) for d in sorted(before)]
    changes = []
    added = after - before
    # A renamed type: its old name is a deprecated alias, which keeps its declaration and the conformances and
    # superclass its new name still has.
    target = alias_target(after)
    for removed in sorted(before - after):
        relation = removed.startswith(("conforms to ", "inherits from "))
        if target and (not relation or removed in current.get(target, ())):
            changes.append(("deprecated", removed))
            continue
        # `@preconcurrency` added: the same declaration, whose isolation Swift 5 callers may now ignore (a relaxation
        # no caller can break on), recorded like an addition.
        relaxed = [d for d in added if "@preconcurrency " in d and "@preconcurrency " not in removed
                   and d.replace("@preconcurrency ", "") == removed]
        if relaxed:
            changes.append(("added", relaxed[0]))
            added -= set(relaxed[:1])
            continue
        # Deprecated in place: the same declaration, now deprecated.
        kept = [d for d in added if is_deprecated(d) and AVAILABILITY.sub("", d) == AVAILABILITY.sub("", removed)]
        changes.append(("deprecated", kept[0]) if kept else ("breaking", removed))
        added -= set(kept[:1])
    return changes + [("added", d) for d in sorted(added)]


def changes_between(reference, current):
    """{path: [(kind, declaration)]} for every path whose declarations differ."""
    return {path: classify(path, reference.get(path, set()), current.get(path, set()), current)
            for path in sorted(set(reference) | set(current)) if reference.get(path) != current.get(path)}


# --- The changelog --------------------------------------------------------------------------------------------------

def git(*arguments):
    result = subprocess.run(["git", "-C", root, *arguments], capture_output=True, text=True)
    return result.stdout if result.returncode == 0 else None


def last_release():
    """(version, commit) of CHANGELOG.md's newest `## [x.y.z]` heading; commit None when no commit adds it."""
    text = open(changelog).read() if os.path.exists(changelog) else ""
    match = re.search(r"^## \[(\d+\.\d+\.\d+[^\]]*)\].*$", text, re.M)
    if not match:
        return None, None
    commits = (git("log", "--format=%H", "-S", match.group(0).split(" - ")[0], "--", "CHANGELOG.md") or "").split()
    return match.group(1), (commits[-1] if commits else None)


def unreleased_lines():
    text = open(changelog).read() if os.path.exists(changelog) else ""
    match = re.search(r"^## \[Unreleased\].*?$(.*?)(?=^## \[|\Z)", text, re.M | re.S)
    # One entry per list item: a wrapped item's continuation lines (indented) belong to it, so a symbol named on one
    # line and **Breaking** on the next are one record.
    entries = []
    for line in (match.group(1).splitlines() if match else []):
        if entries and line.startswith((" ", "\t")) and line.strip():
            entries[-1] += " " + line.strip()
        else:
            entries.append(line)
    return entries


def names(span, path):
    last = path[len(parent_of(path)) + 1:] if parent_of(path) else path
    return span in (path, last, last.split("(")[0]) or span.endswith("." + last)


def naming_lines(path, lines):
    return [line for line in lines if any(names(span, path) for span in re.findall(r"`([^`]+)`", line))]


def unrecorded(changes, lines):
    """The changes no Unreleased line records: [(path, kind, declaration)]."""
    missing = []
    for path, kinds in changes.items():
        covering = [path] + [p for p in ancestors(path) if p in changes]
        found = [line for p in covering for line in naming_lines(p, lines)]
        for kind, declaration in kinds:
            if not found or (kind == "breaking" and not any("breaking" in line.lower() for line in found)):
                missing.append((path, kind, declaration))
    return missing


def ancestors(path):
    parent = parent_of(path)
    while parent:
        yield parent
        parent = parent_of(parent)


# --- Commands -------------------------------------------------------------------------------------------------------

KIND_NEEDS = {"added": "a line naming it", "deprecated": "a line naming it (### Deprecated)",
              "breaking": "a line naming it that says **Breaking** (or keep it, deprecated)"}


def record_help(how, written):
    """How to record a change; `written` when the baseline already holds it and only the changelog is missing."""
    then = "then commit CHANGELOG.md" if written else f"then run `{how}` and commit the api/ file"
    return ("To record a public API change: name each symbol in backticks on a line under `## [Unreleased]` in "
            "CHANGELOG.md\n(### Added, Changed, Deprecated or Removed; a removed symbol or a changed declaration "
            f"also says **Breaking**,\nor stays as it was, marked deprecated), {then} with the change.\n"
            "CONTRIBUTING.md, \"Changing the public API\", says more.")


def baseline_path(name):
    return os.path.join(api_dir, name + ".txt")


def read_lines(path):
    return api_lines(open(path).read()) if os.path.exists(path) else []


def check_changelog(name, how):
    """Prints what the Unreleased section does not record of the changes since the last release; True when none."""
    version, commit = last_release()
    current = by_path(read_lines(baseline_path(name)))
    if commit is None:  # no release yet, or it is being written: the baseline is the release
        return True
    reference = by_path(api_lines(git("show", f"{commit}:api/{name}.txt") or ""))
    missing = unrecorded(changes_between(reference, current), unreleased_lines())
    if missing:
        print(f"public-api: FAIL: api/{name}.txt differs from release {version} ({commit[:10]}) in "
              f"{len(missing)} declaration(s) CHANGELOG.md's Unreleased section does not record:")
        for path, kind, declaration in missing[:60]:
            print(f"  {kind:10} {path}  {declaration}\n             needs {KIND_NEEDS[kind]}")
        if len(missing) > 60:
            print(f"  ... and {len(missing) - 60} more")
        print(record_help(how, written=True))
    return not missing


def check(name, current_file, how):
    baseline, current = read_lines(baseline_path(name)), read_lines(current_file)
    same = baseline == current
    if not same:
        removed, added = sorted(set(baseline) - set(current)), sorted(set(current) - set(baseline))
        print(f"public-api: FAIL: the public API differs from api/{name}.txt "
              f"({len(removed)} lines only in the baseline, -; {len(added)} only in this build, +):")
        differences = ["- " + line for line in removed] + ["+ " + line for line in added]
        for line in differences[:60]:
            print("  " + line)
        if len(differences) > 60:
            print(f"  ... and {len(differences) - 60} more")
        print(record_help(how, written=False))
    recorded = check_changelog(name, how)
    if same and recorded:
        print(f"public-api: api/{name}.txt: the build's public API is the baseline ({len(current)} declarations)")
    return same and recorded


def update(name, current_file, how):
    baseline, current = read_lines(baseline_path(name)), read_lines(current_file)
    os.makedirs(api_dir, exist_ok=True)
    with open(current_file) as source, open(baseline_path(name), "w") as target:
        target.write(source.read())
    removed, added = len(set(baseline) - set(current)), len(set(current) - set(baseline))
    print(f"public-api: wrote api/{name}.txt ({len(current)} declarations; {removed} lines gone, {added} new)")
    return check_changelog(name, how)


def main(arguments):
    if len(arguments) == 5 and arguments[0] == "render":
        render(*arguments[1:])
        return 0
    if len(arguments) == 4 and arguments[0] in ("check", "update"):
        command = check if arguments[0] == "check" else update
        return 0 if command(*arguments[1:]) else 1
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
