#!/usr/bin/env python3
"""The engine call in koloda.wasm in headless Chromium: Web/Bench/bench.mjs (the loops scripts/wasm-bench.sh runs
natively and under Node), unchanged, in a cross-origin isolated page (Web/Bench/browser.html). Prints its lines.

  scripts/web/bench.py
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import serve  # noqa: E402
from cdp import Browser, chromium_version  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def main():
    server, url = serve.start(os.path.join(ROOT, "Web"))
    browser = None
    try:
        browser = Browser(800, 600)
        browser.navigate(url + "Bench/browser.html", ready="window.benchDone === true", timeout=300)
        print(f"{chromium_version()}, cross-origin isolated: {browser.evaluate('crossOriginIsolated')}")
        for line in browser.evaluate("window.benchLines"):
            print(line)
    finally:
        if browser:
            browser.close()
        server.terminate()
    return 0


if __name__ == "__main__":
    sys.exit(main())
