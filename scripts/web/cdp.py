"""A small driver for headless Chromium over the DevTools protocol (CDP), for the web front's e2e and perf scripts.

It starts Debian's `chromium` headless with a remote-debugging port and a throw-away profile, opens one page, and
sends protocol commands over its WebSocket (Python's `websocket-client`). Input is real input: the browser's own
pointer and touch pipeline (`Input.dispatchMouseEvent`, `Input.dispatchTouchEvent`), not synthetic DOM events.
`--no-sandbox` is needed when running as root (CI containers); nothing else about the browser is changed.
"""
import base64
import json
import os
import shutil
import subprocess
import tempfile
import time
import urllib.request

import websocket


def chromium_binary():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    raise SystemExit("cdp: no chromium on PATH (apt-get install chromium)")


def chromium_version():
    out = subprocess.run([chromium_binary(), "--version"], capture_output=True, text=True).stdout
    return out.strip().splitlines()[-1] if out.strip() else "unknown"


class Browser:
    """A headless Chromium with one page of `width`×`height` CSS px."""

    def __init__(self, width=540, height=960, port=0, extra_args=()):
        self.profile = tempfile.mkdtemp(prefix="koloda-chromium-")
        args = [chromium_binary(), "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                "--no-first-run", "--no-default-browser-check", "--disable-extensions",
                "--disable-background-timer-throttling", "--disable-renderer-backgrounding",
                f"--remote-debugging-port={port}", f"--user-data-dir={self.profile}",
                f"--window-size={width},{height}", *extra_args, "about:blank"]
        self.process = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                        start_new_session=True)
        # Port 0: Chromium picks a free port and writes it to DevToolsActivePort in the profile, so two runs on one
        # machine never meet on a fixed port.
        self.port = port or self._active_port()
        self.ws = None
        self.next_id = 0
        self.events = []
        self.answers = {}
        self.posted = []
        page = self._wait_for_page()
        self.ws = websocket.create_connection(page["webSocketDebuggerUrl"], timeout=30, suppress_origin=True)
        self.send("Page.enable")
        self.send("Runtime.enable")
        self.send("Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=1,
                  mobile=False)

    def _active_port(self):
        path = os.path.join(self.profile, "DevToolsActivePort")
        deadline = time.time() + 30
        while time.time() < deadline:
            try:
                with open(path) as f:
                    first = f.readline().strip()
                if first.isdigit():
                    return int(first)
            except OSError:
                pass
            time.sleep(0.1)
        raise SystemExit("cdp: chromium did not open its debugging port in 30 s")

    def _wait_for_page(self):
        deadline = time.time() + 30
        while time.time() < deadline:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/json/list", timeout=2) as response:
                    pages = [p for p in json.load(response) if p.get("type") == "page"]
                if pages:
                    return pages[0]
            except OSError:
                pass
            time.sleep(0.2)
        raise SystemExit("cdp: chromium did not open its debugging port in 30 s")

    def send(self, method, **params):
        """Sends one command and returns its result; protocol events that arrive meanwhile are kept in `events`."""
        return self.receive(self.post(method, **params), method)

    def post(self, method, **params):
        """Sends one command without waiting for its answer (`drain` collects the answers); returns its id."""
        self.next_id += 1
        self.ws.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        self.posted = getattr(self, "posted", [])
        self.posted.append(self.next_id)
        return self.next_id

    def drain(self):
        """Waits for the answers of every command `post` sent."""
        for ident in list(getattr(self, "posted", [])):
            self.receive(ident, "posted command")

    def receive(self, ident, method):
        if ident in self.answers:
            message = self.answers.pop(ident)
            if "error" in message:
                raise RuntimeError(f"{method}: {message['error']}")
            return message.get("result", {})
        while True:
            message = json.loads(self.ws.recv())
            if message.get("id") == ident:
                if ident in getattr(self, "posted", []):
                    self.posted.remove(ident)
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})
            if "id" in message:
                self.answers[message["id"]] = message
                if message["id"] in getattr(self, "posted", []):
                    self.posted.remove(message["id"])
            else:
                self.events.append(message)

    def navigate(self, url, ready="window.kolodaReady === true", timeout=20):
        self.send("Page.navigate", url=url)
        self.wait_for(ready, timeout)

    def evaluate(self, expression, await_promise=True):
        """The value of a JavaScript expression in the page (JSON-serialisable), or raises with the page's error."""
        result = self.send("Runtime.evaluate", expression=expression, returnByValue=True,
                           awaitPromise=await_promise)
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            text = details.get("exception", {}).get("description") or details.get("text")
            raise RuntimeError(f"page: {text}")
        return result["result"].get("value")

    def wait_for(self, expression, timeout=10):
        deadline = time.time() + timeout
        while time.time() < deadline:
            if self.evaluate(f"!!({expression})"):
                return
            time.sleep(0.05)
        raise RuntimeError(f"timed out waiting for {expression}")

    def mouse(self, kind, x, y, buttons=1, timestamp=None, wait=True, pointer="mouse"):
        """A real mouse event: kind is mousePressed, mouseMoved or mouseReleased; (x, y) in CSS px. `timestamp`
        (s since the epoch) is the event's time as the page sees it (`event.timeStamp`); `wait=False` posts it
        without waiting for the browser to handle it (then `drain`). `pointer="pen"` makes it a pen's."""
        params = dict(type=kind, x=x, y=y, button="left", buttons=buttons,
                      clickCount=1 if kind != "mouseMoved" else 0, pointerType=pointer)
        if timestamp is not None:
            params["timestamp"] = timestamp
        return (self.send if wait else self.post)("Input.dispatchMouseEvent", **params)

    def touch(self, kind, x=None, y=None, timestamp=None, wait=True):
        """A real touch event: kind is touchStart, touchMove or touchEnd (one finger); as `mouse` for the rest."""
        points = [] if kind == "touchEnd" else [{"x": x, "y": y, "id": 1, "radiusX": 4, "radiusY": 4, "force": 1}]
        params = dict(type=kind, touchPoints=points)
        if timestamp is not None:
            params["timestamp"] = timestamp
        return (self.send if wait else self.post)("Input.dispatchTouchEvent", **params)

    def key(self, key, code, key_code):
        for kind in ("rawKeyDown", "keyUp"):
            self.send("Input.dispatchKeyEvent", type=kind, key=key, code=code, windowsVirtualKeyCode=key_code,
                      nativeVirtualKeyCode=key_code)

    def screenshot(self, path):
        data = self.send("Page.captureScreenshot", format="png")["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))
        return path

    def close(self):
        try:
            if self.ws:
                self.ws.close()
        finally:
            try:
                os.killpg(self.process.pid, 15)
            except ProcessLookupError:
                pass
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, 9)
            shutil.rmtree(self.profile, ignore_errors=True)
