#!/usr/bin/env bash
# The web demo in one command: builds Web/dist/koloda.wasm if it is missing (scripts/wasm-build.sh), then serves Web/
# on 127.0.0.1 with the headers the page wants (scripts/web/serve.py: cross-origin isolation, application/wasm) and
# prints the demo's URL. Open it in a browser; Ctrl+C stops the server.
#
#   scripts/web-demo.sh [--port N] [--rebuild]
set -euo pipefail
cd "$(dirname "$0")/.."
port=8035
rebuild=0
while [ $# -gt 0 ]; do
    case "$1" in
        --port) port="$2"; shift 2 ;;
        --rebuild) rebuild=1; shift ;;
        *) echo "usage: scripts/web-demo.sh [--port N] [--rebuild]" >&2; exit 2 ;;
    esac
done
if [ "$rebuild" = 1 ] || [ ! -f Web/dist/koloda.wasm ]; then
    ./scripts/wasm-build.sh
fi
echo "web-demo: the demo is at http://127.0.0.1:$port/demo/ (Ctrl+C stops the server)"
exec python3 scripts/web/serve.py --port "$port" --quiet Web
