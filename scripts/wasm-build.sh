#!/usr/bin/env bash
# Builds the engine for the web: Web/dist/koloda.wasm, KolodaCore and the exports of Web/Sources/KolodaWasm compiled
# as Embedded Swift for wasm32, linked with Debian's wasi-libc and the C shim of Web/Sources/CShim, then shrunk by
# binaryen's wasm-opt (both Debian packages, installed when missing: scripts/install-packages.sh --wasm). Prints the size, raw and gzip -9. docs/web-abi.md is the module's ABI; docs/embedded.md says what
# differs in Embedded Swift and why the build compiles a copy of KolodaCore's sources.
# Usage: scripts/wasm-build.sh [-O]   (default -Osize; -O for speed comparisons)
# Environment: SWIFT_BIN (default: the directory of `swiftc` on PATH, else /opt/swift/usr/bin).
set -euo pipefail
cd "$(dirname "$0")/.."
opt="${1:--Osize}"
bin="${SWIFT_BIN:-$(dirname "$(command -v swiftc 2>/dev/null || echo /opt/swift/usr/bin/swiftc)")}"
libc=/usr/lib/wasm32-wasi/libc.a
{ [ -f "$libc" ] && command -v wasm-opt >/dev/null; } || ./scripts/install-packages.sh --wasm
out=Web/.build/wasm
rm -rf "$out" && mkdir -p "$out/core" "$out/glue" Web/dist

# KolodaCore's sources for Embedded Swift. Left out: what a web page cannot use (the SwiftUI stack's model, the
# app-testing driver, the fronts' weak forwarders, the async waits). `@MainActor` and `@preconcurrency` are removed from
# the copy: wasm32 has no `_Concurrency` module and one thread, and the native build checks the isolation they state.
excluded='^Sources/KolodaCore/(StackModel/|AppTesting/|Deck/KolodaForwarding\.swift|Deck/KolodaDeck\+Awaiting\.swift|Deck/KolodaDeckHosting[^/]*\.swift|Deck/KolodaDeck\+Hosting\.swift|Presenting/ManualFrameClock\.swift)'
strip() { sed -E 's/@preconcurrency //g; s/@MainActor ?//g' "$1" > "$2/$(basename "$(dirname "$1")")_$(basename "$1")"; }
find Sources/KolodaCore -name '*.swift' | LC_ALL=C sort | grep -Ev "$excluded" | while read -r f; do strip "$f" "$out/core"; done
for f in Web/Sources/KolodaWasm/*.swift; do strip "$f" "$out/glue"; done

# One module, KolodaCore and the glue together, compiled to LLVM bitcode (`-lto=llvm-full`) and optimized as one
# program when wasm-ld links it: there only the exports are visible from outside, so LLVM inlines, drops unused
# arguments and merges across both modules (about 8 KB raw, 3.6 KB gzip, against two modules compiled to machine code).
# Without fast-math flags LLVM keeps IEEE arithmetic as written, and wasm has no fused multiply-add to contract into. The glue's
# `import KolodaCore` lines are left out of the copy; the trace check compiles the glue natively as a module of its own,
# so it still sees only KolodaCore's package API.
for f in "$out"/glue/*.swift; do sed -i -E '/^@_spi\(Fronts\) import KolodaCore$/d' "$f"; done
"$bin/swiftc" -target wasm32-unknown-none-wasm -enable-experimental-feature Embedded -enable-experimental-feature Extern \
    -wmo -parse-as-library -swift-version 6 "$opt" -Xfrontend -disable-stack-protector -lto=llvm-full \
    -package-name koloda -module-name KolodaWasm -c -o "$out/koloda.o" "$out"/core/*.swift "$out"/glue/*.swift
for c in shim alloc; do "$bin/clang" --target=wasm32-unknown-unknown -Os -c -o "$out/$c.o" "Web/Sources/CShim/$c.c"; done
"$bin/wasm-ld" --no-entry --gc-sections --strip-all -z stack-size=65536 --global-base=1024 \
    -o "$out/koloda.wasm" "$out/koloda.o" "$out/shim.o" "$out/alloc.o" "$libc" \
    "$(dirname "$bin")/lib/swift/embedded/wasm32-unknown-none-wasm/libswiftUnicodeDataTables.a"
# The module's instructions beyond wasm 1.0 (every browser since 2021): bulk memory, sign extension, non-trapping
# float-to-int conversion, mutable globals. wasm-opt keeps IEEE arithmetic as it is (no fast-math), so the trace
# check's equality holds for the shrunk module. `--flatten --rereloop` rebuilds each function's control flow from its
# basic blocks (smaller branches after LLVM's), then -Oz twice; `--converge` repeats the whole list while it shrinks
# the module. `--low-memory-unused` lets it fold constant offsets into loads and stores, which holds because nothing
# lives below the data's start (`--global-base=1024`, above) and the code never reads through a null pointer.
wasm-opt --flatten --rereloop -Oz -Oz --converge --low-memory-unused --enable-bulk-memory --enable-sign-ext --enable-nontrapping-float-to-int --enable-mutable-globals \
    -o Web/dist/koloda.wasm "$out/koloda.wasm"
raw=$(stat -c %s Web/dist/koloda.wasm)
gz=$(gzip -9 -c Web/dist/koloda.wasm | wc -c)
echo "Web/dist/koloda.wasm: $raw B raw, $gz B gzip -9"
