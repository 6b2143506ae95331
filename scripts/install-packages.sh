#!/usr/bin/env bash
# Installs the Debian packages this project needs that are missing (`apt-get update` first), as root or with sudo.
# Usage: scripts/install-packages.sh [--test-tools | --ios]
#   no option: the system libraries the package links (SDL2, Cairo, Pango, giflib), a font and pkg-config;
#   --test-tools: also what scripts/e2e.sh drives the real window with (Xvfb, xauth, xdotool, ImageMagick, x11-utils);
#   --ios: only what scripts/ios-build.sh and scripts/mac-build.sh need (python3, and lld-19, whose ld64.lld links for
#   iOS);
#   --wasm: only what scripts/wasm-build.sh needs (wasi-libc: the C allocator and maths the wasm module links;
#   binaryen: wasm-opt, which shrinks the module) and scripts/wasm-check.sh (nodejs: runs the module).
set -euo pipefail

packages=(libsdl2-dev libcairo2-dev libpango1.0-dev libgif-dev fonts-dejavu-core pkg-config)
case "${1:-}" in
    --test-tools) packages+=(xvfb xauth xdotool imagemagick x11-utils) ;;
    --ios) packages=(python3 lld-19) ;;
    --wasm) packages=(wasi-libc binaryen nodejs) ;;
esac
missing=()
for p in "${packages[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing: ${missing[*]}"
    sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi
