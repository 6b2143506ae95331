# Sourced by scripts/ios-build.sh and scripts/mac-build.sh (not run): the two helpers both builds compile with.
# Expects $swiftc (the toolchain's swiftc), $out (the build folder, with a logs/ folder) and $root (the checkout).

# compile LOG SWIFTC_ARGS...: runs swiftc, keeps its output in LOG, prints the diagnostics on failure.
compile() {
    local log=$1; shift
    if ! nice -n 5 "$swiftc" "$@" >"$out/logs/$log.log" 2>&1; then
        grep -E '(error|warning):' "$out/logs/$log.log" | sed "s|^$root/||" | head -n 40
        return 1
    fi
}

# swift_files DIR...: the Swift files under each folder, sorted.
swift_files() { find "$@" -name '*.swift' | sort; }
