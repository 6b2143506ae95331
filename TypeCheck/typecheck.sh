#!/usr/bin/env bash
# Type-checks the UIKit front-end (Sources/KolodaUIKit) on Linux against a declared UIKit surface (TypeCheck/Stubs),
# with warnings as errors. Needs only a Swift toolchain: no Apple SDK, no SwiftPM resolution, no code generation.
#   1. build the stub modules: ObjectiveC (a Clang module with the ObjC root class, and a Swift overlay with ObjCBool),
#      CoreGraphics, QuartzCore and UIKit, these with library evolution so UIKit's enums are non-frozen as on iOS;
#   2. emit KolodaCore's module;
#   3. swiftc -typecheck the front-end with the hidden frontend flag -enable-objc-interop;
#   4. type-check the README's iOS example (TypeCheck/ReadmeExample.swift) against the front-end, via `import Koloda`.
# See ../shared/design/uikit-typecheck.md for why (and its limits: no availability or deprecation checks).
# Environment: TYPECHECK_SOURCES (directory of the front-end; default Sources/KolodaUIKit), TYPECHECK_OUT (work dir),
# TYPECHECK_EXAMPLE=0 to skip step 4.
set -euo pipefail
cd "$(dirname "$0")/.."
sources=${TYPECHECK_SOURCES:-Sources/KolodaUIKit}
out=${TYPECHECK_OUT:-.build-typecheck}
mkdir -p "$out/modules" "$out/cache"
common=(-swift-version 6 -Xfrontend -enable-objc-interop -I TypeCheck/Stubs/ObjectiveC -I "$out/modules"
        -module-cache-path "$out/cache")

# Every front-end file must be invisible where there is no UIKit (`canImport(UIKit)`, not `os(iOS)`, which this
# check could not see).
for f in "$sources"/*.swift; do
    if [ "$(head -n 1 "$f")" != "#if canImport(UIKit)" ] || [ "$(tail -n 1 "$f")" != "#endif" ]; then
        echo "typecheck: $f must be wrapped in #if canImport(UIKit) ... #endif" >&2
        exit 1
    fi
done

# Stubs and KolodaCore are rebuilt only when their sources change.
stamp="$out/modules/.stamp"
if [ ! -f "$stamp" ] || [ -n "$(find TypeCheck/Stubs Sources/KolodaCore -newer "$stamp" -type f | head -n 1)" ]; then
    swiftc -emit-module -parse-as-library -import-underlying-module -module-name ObjectiveC "${common[@]}" \
        TypeCheck/Stubs/ObjectiveC/ObjectiveC.swift -emit-module-path "$out/modules/ObjectiveC.swiftmodule"
    for m in CoreGraphics QuartzCore UIKit; do
        swiftc -emit-module -parse-as-library -enable-library-evolution -suppress-warnings -module-name "$m" \
            "${common[@]}" TypeCheck/Stubs/$m/*.swift -emit-module-path "$out/modules/$m.swiftmodule"
    done
    swiftc -emit-module -parse-as-library -module-name KolodaCore "${common[@]}" \
        $(find Sources/KolodaCore -name '*.swift' | sort) -emit-module-path "$out/modules/KolodaCore.swiftmodule"
    touch "$stamp"
fi

swiftc -typecheck -parse-as-library -warnings-as-errors -module-name KolodaUIKit "${common[@]}" \
    "$sources"/*.swift TypeCheck/Shims.swift
echo "typecheck: $(ls "$sources"/*.swift | wc -l) files in $sources type-check against the UIKit stubs (warnings as errors)"

# The README's iOS example, as an app sees the package: `import Koloda` (Sources/Koloda re-exports KolodaUIKit).
if [ "${TYPECHECK_EXAMPLE:-1}" = 1 ]; then
    swiftc -emit-module -parse-as-library -module-name KolodaUIKit "${common[@]}" "$sources"/*.swift \
        -emit-module-path "$out/modules/KolodaUIKit.swiftmodule"
    swiftc -emit-module -parse-as-library -module-name Koloda "${common[@]}" Sources/Koloda/*.swift \
        -emit-module-path "$out/modules/Koloda.swiftmodule"
    swiftc -typecheck -parse-as-library -warnings-as-errors -module-name ReadmeExample "${common[@]}" \
        TypeCheck/ReadmeExample.swift
    echo "typecheck: the README's UIKit example type-checks with import Koloda"
fi
