#!/usr/bin/env python3
"""Writes one folder of a git tree to DEST, skipping blobs the mirror lacks, and restores the symlinked folder the
mirror stores as a second copy (two copies of libxml2's module map make clang fail with a redefinition).
usage: extract-tree.py GIT_DIR REV FOLDER DEST"""
import os
import subprocess
import sys

git_dir, rev, folder, dest = sys.argv[1:5]
git = ["git", "--git-dir", git_dir]
listing = subprocess.run(git + ["ls-tree", "-r", "-z", rev, "--", folder], check=True, capture_output=True).stdout
entries = []
for entry in filter(None, listing.split(b"\0")):
    meta, path = entry.split(b"\t", 1)
    mode, _, sha = meta.decode().split()
    entries.append((mode, sha, path.decode()))

cat = subprocess.Popen(git + ["cat-file", "--batch"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
missing = []
for mode, sha, path in entries:
    cat.stdin.write((sha + "\n").encode())
    cat.stdin.flush()
    header = cat.stdout.readline().decode().split()
    if len(header) < 3 or header[1] == "missing":
        missing.append(path)
        continue
    data = cat.stdout.read(int(header[2]))
    cat.stdout.read(1)
    out = os.path.join(dest, path)
    os.makedirs(os.path.dirname(out), exist_ok=True)
    if mode == "120000":
        if os.path.lexists(out):
            os.remove(out)
        os.symlink(data.decode(), out)
    else:
        with open(out, "wb") as f:
            f.write(data)
        if mode == "100755":
            os.chmod(out, 0o755)
cat.stdin.close()
cat.wait()

# usr/include/libxml is a symlink to libxml2/libxml in the SDK; some mirrors store it as an identical copy.
trees = {}
for line in subprocess.run(git + ["ls-tree", "-r", "-t", rev, "--", folder], check=True, capture_output=True,
                           text=True).stdout.splitlines():
    meta, path = line.split("\t", 1)
    _, kind, sha = meta.split()
    if kind == "tree":
        trees.setdefault(sha, []).append(path)
for paths in trees.values():
    copy = next((p for p in paths if p.endswith("usr/include/libxml")), None)
    original = next((p for p in paths if p.endswith("usr/include/libxml2/libxml")), None)
    if copy and original:
        link = os.path.join(dest, copy)
        subprocess.run(["rm", "-rf", link], check=True)
        os.symlink(os.path.relpath(original, os.path.dirname(copy)), link)
        print("symlinked", copy, "->", os.path.relpath(original, os.path.dirname(copy)))
print(f"{len(entries)} entries, {len(missing)} missing")
for path in missing:
    print("missing:", path)
