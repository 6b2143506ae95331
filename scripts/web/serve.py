#!/usr/bin/env python3
"""Serves a folder (default: Web/) over HTTP on 127.0.0.1 with the headers the web front needs.

  scripts/web/serve.py [--port N] [--quiet] [FOLDER]

Cross-origin isolation (COOP `same-origin` + COEP `require-corp`) gives the page `performance.now()` at 5 µs
instead of 100 µs, which the perf harness needs; `.wasm` goes out as `application/wasm` so that
`WebAssembly.instantiateStreaming` accepts it, and nothing is cached, so a rebuilt module is picked up at once.
Port 0 picks a free port. The first line printed is the URL (the scripts read it: `start(folder)`).
"""
import argparse
import functools
import http.server
import os
import subprocess
import sys


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".wasm": "application/wasm", ".js": "text/javascript", ".mjs": "text/javascript",
                      ".ts": "text/plain", ".css": "text/css", ".html": "text/html"}
    quiet = False

    def end_headers(self):
        self.send_header("Cross-Origin-Opener-Policy", "same-origin")
        self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
        self.send_header("Cross-Origin-Resource-Policy", "same-origin")
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def log_message(self, format, *args):
        if not self.quiet:
            super().log_message(format, *args)


def start(folder):
    """Serves `folder` from a process of its own on a free port, quietly; returns the process and the URL (ending in
    `/`). The caller terminates the process."""
    server = subprocess.Popen([sys.executable, os.path.abspath(__file__), "--port", "0", "--quiet", folder],
                              stdout=subprocess.PIPE, text=True)
    return server, server.stdout.readline().strip()


def main():
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("folder", nargs="?", default=os.path.join(root, "Web"))
    parser.add_argument("--port", type=int, default=8035)
    parser.add_argument("--quiet", action="store_true")
    args = parser.parse_args()
    Handler.quiet = args.quiet
    handler = functools.partial(Handler, directory=os.path.abspath(args.folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", args.port), handler)
    print(f"http://127.0.0.1:{server.server_address[1]}/", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
