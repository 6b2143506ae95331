#!/usr/bin/env python3
"""Prints what a Mach-O file is: its type, CPU, and the platform, minimum OS and SDK of its LC_BUILD_VERSION.
usage: macho-summary.py FILE"""
import struct
import sys

TYPES = {1: "object", 2: "executable", 6: "dynamic library", 8: "bundle"}
CPUS = {0x0100000C: "arm64", 0x01000007: "x86_64"}
PLATFORMS = {1: "macOS", 2: "iOS", 6: "Mac Catalyst", 7: "iOS simulator"}

with open(sys.argv[1], "rb") as f:
    data = f.read()
magic, cpu, _, filetype, ncmds, _, _, _ = struct.unpack_from("<IiiIIIII", data, 0)
if magic != 0xFEEDFACF:
    sys.exit(f"{sys.argv[1]}: not a 64-bit Mach-O file")
offset, build = 32, ""
for _ in range(ncmds):
    cmd, size = struct.unpack_from("<II", data, offset)
    if cmd == 0x32:  # LC_BUILD_VERSION
        platform, minos, sdk = struct.unpack_from("<III", data, offset + 8)
        version = lambda v: f"{v >> 16}.{(v >> 8) & 0xFF}"
        build = f", {PLATFORMS.get(platform, platform)} {version(minos)}+ (SDK {version(sdk)})"
    offset += size
print(f"Mach-O 64-bit {CPUS.get(cpu, hex(cpu))} {TYPES.get(filetype, filetype)}{build}")
