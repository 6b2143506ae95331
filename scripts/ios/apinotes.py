#!/usr/bin/env python3
"""Writes API notes for Dispatch and os into OUT_DIR, the way a Darwin Swift toolchain carries them in its resource
directory: without them the SDK's own Dispatch and os overlays do not build ("no type named 'DispatchQueue'").

The entries are derived from the SDK itself:
  * Dispatch's object classes and source protocols (declared by the DISPATCH_DECL / DISPATCH_SOURCE_TYPE_DECL
    macros in usr/include/dispatch) get the Swift names the SDK's Dispatch.swiftinterface uses;
  * every C typedef or function the SDK's overlays call by its private Swift name (`__name`) is marked SwiftPrivate.
Files are rewritten only when their text changes, so the compiler's module cache stays valid between runs.
usage: apinotes.py SDK OUT_DIR"""
import os
import re
import sys

sdk, out = sys.argv[1:3]
swift_lib = os.path.join(sdk, "usr/lib/swift")
include = os.path.join(sdk, "usr/include")

# Swift names of Dispatch's Objective-C classes (OS_dispatch_<name>) and source protocols (OS_dispatch_source_<kind>).
CLASS_NAMES = {"object": "DispatchObject", "queue": "DispatchQueue", "io": "DispatchIO",
               "semaphore": "DispatchSemaphore", "group": "DispatchGroup", "source": "DispatchSource",
               "data": "__DispatchData"}
SOURCE_PROTOCOLS = {"mach_send": "MachSend", "mach_recv": "MachReceive", "memorypressure": "MemoryPressure",
                    "proc": "Process", "read": "Read", "signal": "Signal", "timer": "Timer",
                    "data_or": "UserDataOr", "data_add": "UserDataAdd", "data_replace": "UserDataReplace",
                    "vnode": "FileSystemObject", "write": "Write"}
# C functions that Swift sees as members of those classes.
MEMBER_FUNCTIONS = {"dispatch_group_create": "DispatchGroup.init()", "dispatch_group_enter": "DispatchGroup.enter(self:)",
                    "dispatch_group_leave": "DispatchGroup.leave(self:)",
                    "dispatch_semaphore_create": "DispatchSemaphore.init(value:)",
                    "dispatch_sync": "DispatchQueue.sync(self:execute:)",
                    "dispatch_set_target_queue": "DispatchObject.setTarget(self:queue:)",
                    "dispatch_activate": "DispatchObject.activate(self:)",
                    "dispatch_suspend": "DispatchObject.suspend(self:)",
                    "dispatch_resume": "DispatchObject.resume(self:)",
                    "dispatch_io_barrier": "DispatchIO.barrier(self:execute:)",
                    "dispatch_io_get_descriptor": "getter:DispatchIO.fileDescriptor(self:)",
                    "dispatch_io_set_high_water": "DispatchIO.setLimit(self:highWater:)",
                    "dispatch_io_set_low_water": "DispatchIO.setLimit(self:lowWater:)",
                    "dispatch_main": "dispatchMain()"}


def read(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        return f.read()


def headers(folder):
    for root, _, files in os.walk(os.path.join(include, folder)):
        for name in files:
            if name.endswith(".h"):
                yield read(os.path.join(root, name))


def interface(module):
    folder = os.path.join(swift_lib, module + ".swiftmodule")
    texts = [read(os.path.join(folder, f)) for f in sorted(os.listdir(folder)) if f.endswith(".swiftinterface")]
    return "\n".join(texts)


def private_names(module, c_names):
    """C names the overlay calls as `__name` (SwiftPrivate imports them with two leading underscores)."""
    used = set(re.findall(r"\b__([A-Za-z_][A-Za-z0-9_]*)", interface(module)))
    return sorted(n for n in used if n in c_names)


def c_declarations(folder):
    names = set()
    for text in headers(folder):
        names.update(re.findall(r"\b([A-Za-z_][A-Za-z0-9_]*)\s*\(", text))
        names.update(re.findall(r"typedef\b[^;]*?\b([A-Za-z_][A-Za-z0-9_]*)\s*;", text))
        # Enumerations and option sets declared through a macro: DISPATCH_ENUM(name, type, …) declares name_t.
        names.update(n + "_t" for n in re.findall(r"\b[A-Z_]+_(?:ENUM|OPTIONS)\(\s*([a-z_][a-z0-9_]*)\s*,", text))
    return names


def entries(kind, items):
    if not items:
        return ""
    return kind + ":\n" + "".join(f"- Name: {name}\n  {key}: {value}\n" for name, key, value in items)


def write_if_changed(path, text):
    if os.path.exists(path) and read(path) == text:
        return
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


os.makedirs(out, exist_ok=True)

# Dispatch
dispatch_text = "\n".join(headers("dispatch"))
declared = set(re.findall(r"DISPATCH_(?:DECL|SOURCE_DECL)\(dispatch_([a-z_]+)\)", dispatch_text))
declared.add("object")
declared.add("data")
classes = [(f"OS_dispatch_{n}", "SwiftName", CLASS_NAMES[n]) for n in sorted(declared) if n in CLASS_NAMES]
classes += [(f"OS_dispatch_{n}", "SwiftPrivate", "true") for n in sorted(declared) if n not in CLASS_NAMES]
kinds = set(re.findall(r"DISPATCH_SOURCE_TYPE_DECL\(([a-z_]+)\)", dispatch_text))
protocols = [("OS_dispatch_source", "SwiftName", "DispatchSourceProtocol")]
protocols += [(f"OS_dispatch_source_{k}", "SwiftName", "DispatchSource" + SOURCE_PROTOCOLS[k])
              for k in sorted(kinds) if k in SOURCE_PROTOCOLS]
c_names = c_declarations("dispatch")
private = private_names("Dispatch", c_names)
typedefs = [(n, "SwiftPrivate", "true") for n in private if n.endswith("_t")]
functions = [(n, "SwiftPrivate", "true") for n in private if not n.endswith("_t")]
functions += [(n, "SwiftName", f"'{name}'") for n, name in MEMBER_FUNCTIONS.items() if n in c_names]
write_if_changed(os.path.join(out, "Dispatch.apinotes"),
                 "Name: Dispatch\n" + entries("Classes", classes) + entries("Protocols", protocols)
                 + entries("Typedefs", typedefs) + entries("Functions", functions))

# os: the log and signpost types get the Swift names the overlay uses; their C enumerators and the entry points the
# overlay wraps (os_log_create, os_signpost_id_generate, …) are private, so that the overlay's Swift API is the one
# seen. (Upstream toolchains mark the two *_impl functions unavailable instead, but the SDK's overlay calls them.)
os_text = "\n".join(headers("os"))
os_types = [("os_log_type_t", "SwiftName", "OSLogType"), ("os_signpost_type_t", "SwiftName", "OSSignpostType")]
os_enumerators = sorted(set(re.findall(r"\b(OS_(?:LOG_TYPE|SIGNPOST)_[A-Z_]+)\s*=", os_text)))
os_functions = [("os_log_create", "SwiftName", "'OSLog.init(__subsystem:category:)'"),
                ("os_log_type_enabled", "SwiftName", "'OSLog.isEnabled(self:type:)'")]
os_functions += [(n, "SwiftPrivate", "true") for n in private_names("os", c_declarations("os"))
                 + ["os_signpost_enabled", "os_signpost_id_generate", "os_signpost_id_make_with_pointer"]]
write_if_changed(os.path.join(out, "os.apinotes"),
                 "Name: os\n" + entries("Classes", [("OS_os_log", "SwiftName", "OSLog")])
                 + entries("Typedefs", os_types)
                 + entries("Enumerators", [(n, "SwiftPrivate", "true") for n in os_enumerators])
                 + entries("Functions", os_functions))
print(f"apinotes: Dispatch {len(classes)} classes, {len(protocols)} protocols, {len(typedefs) + len(functions)} "
      f"private names; os {len(os_enumerators) + len(os_functions) + 3} entries")
