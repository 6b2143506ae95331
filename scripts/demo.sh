#!/usr/bin/env bash
# Runs koloda-demo (Koloda's example app), installing the Debian packages it needs first if any are missing.
# Usage: scripts/demo.sh [koloda-demo options]   (e.g. --help, --events FILE, --record demo.gif)
set -euo pipefail

packages=(libsdl2-dev libcairo2-dev libpango1.0-dev libgif-dev fonts-dejavu-core pkg-config)
missing=()
for p in "${packages[@]}"; do
    dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if ((${#missing[@]})); then
    echo "Installing missing packages: ${missing[*]}"
    sudo=()
    [[ $(id -u) -ne 0 ]] && sudo=(sudo)
    "${sudo[@]}" apt-get update
    "${sudo[@]}" apt-get install -y "${missing[@]}"
fi

cd "$(dirname "$0")/.."
exec swift run -c release koloda-demo "$@"
