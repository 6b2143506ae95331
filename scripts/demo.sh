#!/usr/bin/env bash
# Runs koloda-demo (Koloda's example app), installing the Debian packages it needs first if any are missing.
# Usage: scripts/demo.sh [koloda-demo options]   (e.g. --help, --events FILE, --record demo.gif)
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-packages.sh
exec swift run -c release koloda-demo "$@"
