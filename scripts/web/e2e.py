#!/usr/bin/env python3
"""The web front's browser test: the demo page in headless Chromium, driven with real pointer, touch and key input
over the DevTools protocol, checked against the deck's event log (what Koloda's delegate would have heard).

  scripts/web/e2e.py SHOTS_FOLDER

Scenes, in order, on screen v1 (5 cards; the third may also go up):
  1. a slow drag of 60 px, held still, released: the card springs back (no swipe; didResetCard, the same card);
  2. a held drag of 333 px to the right (37 moves over 600 ms): past the threshold, LIKE at full, swiped right;
  3. a flick of 60 px to the left in 40 ms: velocity decides, swiped left;
  4. a touch drag to the right with one finger (touch events): swiped right;
  5. keys: ArrowLeft swipes left, Backspace undoes (the same card back in front), Enter selects it;
  6. a tap (press and release in place): didSelectCardAt;
  7. bad calls: insert(-1, 1), showCard(99), swipe('sideways'), reload(1.5) throw Errors with the engine's messages,
     and the deck (index, count, event log, card elements) is unchanged; a mount with visibleCount 0 rejects with
     the engine's code and leaves no element behind;
  8. the screen reader's view: a labelled region, one focusable front card labelled "card N of 5", polite
     announcements of each swipe and undo in the native fronts' phrases;
  9. screen v2 by a click on its tab: two cards on screen; the LIKE button swipes right, the undo button undoes;
 10. a right-to-left page (?dir=rtl): a drag to the right shows NOPE and swipes right; ArrowLeft swipes left; a
     pen's drag (pointerType pen) swipes right;
 11. prefers-reduced-motion (emulated) turns the engine's reduced motion on and off; a narrower deck element gives a
     narrower front card (ResizeObserver → resize);
 12. destroy() called from the swipe callback: the deck's elements go, no frame follows, later calls throw.
Screenshots (rest, mid-drag with the overlay, flying, settled) go to SHOTS_FOLDER. Exit status 1 on any failure.
"""
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import serve  # noqa: E402
from cdp import Browser, chromium_version  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FAILURES = []


def check(condition, what):
    print(("  ok    " if condition else "  FAIL  ") + what, flush=True)
    if not condition:
        FAILURES.append(what)


def events(browser, since):
    """The deck's events after position `since`, drag updates left out, as short strings ("swipe 0 right")."""
    log = browser.evaluate("window.kolodaLog")[since:]
    words = []
    for e in log:
        if e["type"] == "dragged":
            continue
        parts = [e["type"], str(e.get("index", "")), e.get("direction", "")]
        if "isPastThreshold" in e:
            parts.append("past" if e["isPastThreshold"] else "back")
        words.append(" ".join(p for p in parts if p != ""))
    return words


def settle(browser, timeout=5):
    browser.wait_for("!window.deck.isAnimating && window.deck.eventLog.length >= 0", timeout)
    time.sleep(0.05)


def state(browser):
    return browser.evaluate("""({index: deck.currentIndex, count: deck.count, log: kolodaLog.length,
        cards: [...document.querySelectorAll('.koloda-card')].map(e => e.style.transform + '|' + e.style.opacity)})""")


def front_centre(browser):
    box = browser.evaluate("""(() => { const r = deck.renderer.frontElement.getBoundingClientRect();
        return [r.left + r.width / 2, r.top + r.height / 2]; })()""")
    return box[0], box[1]


class Gesture:
    """Input events at planned times: each is posted when its time comes (without waiting for the browser to handle
    the previous one) and carries that time as its timestamp, so the page (and the engine's velocity estimate) sees
    the planned timing even when a loaded machine delays the delivery."""

    def __init__(self, browser):
        self.browser = browser
        self.start = time.time()

    def at(self, offset):
        """Sleeps until `offset` s after the start; returns that time (s since the epoch)."""
        moment = self.start + offset
        time.sleep(max(0.0, moment - time.time()))
        return moment

    def mouse(self, offset, kind, x, y, buttons=1, pointer="mouse"):
        self.browser.mouse(kind, x, y, buttons, timestamp=self.at(offset), wait=False, pointer=pointer)

    def touch(self, offset, kind, x=None, y=None):
        self.browser.touch(kind, x, y, timestamp=self.at(offset), wait=False)

    def done(self):
        self.browser.drain()


def drag(browser, start, dx, dy, moves, duration, hold=0.0, shot=None):
    """Presses at `start`, moves by (dx, dy) in `moves` equal steps over `duration` s, holds `hold` s (taking the
    screenshot `shot` first, if any), releases."""
    x, y = start
    gesture = Gesture(browser)
    gesture.mouse(0, "mousePressed", x, y)
    for i in range(1, moves + 1):
        gesture.mouse(duration * i / moves, "mouseMoved", x + dx * i / moves, y + dy * i / moves)
    release = duration + hold
    if shot:
        gesture.done()
        shot()
        gesture = Gesture(browser)
        release = hold
    gesture.mouse(release, "mouseReleased", x + dx, y + dy, buttons=0)
    gesture.done()


def scene_spring_back(browser, shots):
    print("1. a slow drag springs back")
    since = len(browser.evaluate("kolodaLog"))
    drag(browser, front_centre(browser), 60, 0, 12, 0.4, hold=0.3)
    settle(browser)
    got = events(browser, since)
    check(got[:1] == ["dragBegan 0"] and got[-1:] == ["dragEnded 0"], f"began and ended on card 0: {got}")
    check("reset 0" in got and not any(e.startswith("swipe") for e in got), "didResetCard 0, no swipe")
    check(browser.evaluate("deck.currentIndex") == 0, "card 0 still in front")
    linear = browser.evaluate("Array.from(new DOMMatrix(deck.renderer.frontElement.style.transform).toFloat64Array())")
    check([round(v, 6) for v in (linear[0], linear[1], linear[4], linear[5])] == [1, 0, 0, 1],
          f"card 0 back upright, unscaled: {linear}")


def scene_held_drag(browser, shots):
    print("2. a held drag past the threshold swipes right")
    since = len(browser.evaluate("kolodaLog"))
    overlay = {}

    def mid():
        browser.screenshot(os.path.join(shots, "2-mid-drag.png"))
        overlay.update(browser.evaluate("""(() => { const o = deck.renderer.frontElement.querySelector(
            '.koloda-overlay'); return {opacity: Number(o.style.opacity), text: o.textContent}; })()"""))

    drag(browser, front_centre(browser), 333, -20, 37, 0.6, shot=mid)
    time.sleep(0.2)
    browser.screenshot(os.path.join(shots, "3-flying.png"))
    settle(browser)
    browser.screenshot(os.path.join(shots, "4-settled.png"))
    got = events(browser, since)
    check(overlay.get("text") == "LIKE" and overlay.get("opacity", 0) > 0.99, f"LIKE at full mid-drag: {overlay}")
    expected = ["dragBegan 0", "thresholdCrossed 0 right past", "swipe 0 right", "dragEnded 0", "show 1"]
    check(got == expected, f"events {got} == {expected}")
    check(browser.evaluate("deck.currentIndex") == 1, "card 1 in front")
    idle = "[deck.clock.isRunning, deck.clock.frames, deck.renderer.styleWrites]"
    before = browser.evaluate(idle)
    time.sleep(0.3)
    after = browser.evaluate(idle)
    check(before[0] is False and after == before, f"at rest the clock sleeps: no frame, no style write ({after})")


def scene_flick(browser, shots):
    print("3. a flick swipes left")
    since = len(browser.evaluate("kolodaLog"))
    drag(browser, front_centre(browser), -60, 0, 5, 0.04)
    settle(browser)
    got = events(browser, since)
    check("swipe 1 left" in got, f"swipe 1 left in {got}")
    check(browser.evaluate("deck.currentIndex") == 2, "card 2 in front")


def scene_touch(browser, shots):
    print("4. a touch drag swipes right")
    since = len(browser.evaluate("kolodaLog"))
    x, y = front_centre(browser)
    gesture = Gesture(browser)
    gesture.touch(0, "touchStart", x, y)
    for i in range(1, 21):
        gesture.touch(0.015 * i, "touchMove", x + 14 * i, y)
    gesture.touch(0.315, "touchEnd")
    gesture.done()
    settle(browser)
    got = events(browser, since)
    check("swipe 2 right" in got and got[:1] == ["dragBegan 2"], f"touch: dragBegan 2 … swipe 2 right in {got}")
    check(browser.evaluate("deck.currentIndex") == 3, "card 3 in front")


def scene_keys(browser, shots):
    print("5. keys: ArrowLeft swipes, Backspace undoes, Enter selects")
    since = len(browser.evaluate("kolodaLog"))
    browser.evaluate("deck.renderer.frontElement.focus()")
    browser.key("ArrowLeft", "ArrowLeft", 37)
    settle(browser)
    check(events(browser, since)[:1] == ["swipe 3 left"], f"ArrowLeft: {events(browser, since)}")
    since = len(browser.evaluate("kolodaLog"))
    browser.key("Backspace", "Backspace", 8)
    settle(browser)
    got = events(browser, since)
    check("undo 3" in got and browser.evaluate("deck.currentIndex") == 3, f"Backspace: undo 3 in {got}")
    check(browser.evaluate("document.activeElement === deck.renderer.frontElement"),
          "focus follows the front card (it was on the deck)")
    since = len(browser.evaluate("kolodaLog"))
    browser.key("Enter", "Enter", 13)
    check(events(browser, since) == ["tap 3"], f"Enter: {events(browser, since)}")


def scene_tap(browser, shots):
    print("6. a tap selects")
    since = len(browser.evaluate("kolodaLog"))
    x, y = front_centre(browser)
    gesture = Gesture(browser)
    gesture.mouse(0, "mousePressed", x, y)
    gesture.mouse(0.05, "mouseReleased", x, y, buttons=0)
    gesture.done()
    time.sleep(0.05)
    check(events(browser, since) == ["tap 3"], f"tap: {events(browser, since)}")


def scene_bad_calls(browser, shots):
    print("7. bad calls throw the engine's errors; the deck is unchanged")
    before = state(browser)
    for call in ("deck.insert(-1, 1)", "deck.showCard(99)", "deck.swipe('sideways')", "deck.reload(1.5)",
                 "deck.remove(2, 40)"):
        result = browser.evaluate(f"""(() => {{ try {{ {call}; return null; }}
            catch (e) {{ return {{isError: e instanceof Error, message: e.message, code: e.code ?? null}}; }} }})()""")
        check(result is not None and result["isError"] and len(result["message"]) > 0,
              f"{call} throws: {result}")
        settle(browser)
        after = state(browser)
        extra = browser.evaluate(f"kolodaLog.slice({before['log']})")
        change = "" if after == before else f": {before} → {after} {extra}"
        check(after == before, f"{call}: deck unchanged{change}")


def scene_bad_mount(browser, shots):
    print("7b. a mount with bad options rejects with the engine's message and leaves nothing behind")
    result = browser.evaluate("""(async () => {
        const el = document.createElement('div');
        el.style.cssText = 'width: 200px; height: 260px';
        document.body.append(el);
        try {
            await (await import('../koloda.js')).Koloda.mount(el, {count: 3, renderCard() {},
                options: {visibleCount: 0}});
            return null;
        } catch (e) {
            return {isError: e instanceof Error, message: e.message, code: e.code ?? null,
                children: el.querySelectorAll('.koloda-card, .koloda-live').length};
        } finally { el.remove(); }
    })()""")
    check(result is not None and result["isError"] and result["code"] == -21 and result["children"] == 0,
          f"visibleCount 0: {result}")


def scene_accessibility(browser, shots):
    print("8. what a screen reader finds")
    a11y = browser.evaluate("""({role: deck.element.getAttribute('role'), label: deck.element.getAttribute(
        'aria-label'), front: deck.renderer.frontElement.getAttribute('aria-label'),
        tabbable: [...document.querySelectorAll('.koloda-card')].filter(e => e.tabIndex === 0).length,
        hidden: [...document.querySelectorAll('.koloda-card')].filter(e => e.getAttribute('aria-hidden')).length,
        cards: document.querySelectorAll('.koloda-card').length,
        live: document.querySelector('.koloda-live').getAttribute('aria-live'), spoken: deck.announcer.spoken})""")
    check(a11y["role"] == "region" and a11y["label"] == "Pictures", f"a labelled region: {a11y['label']}")
    check(a11y["front"] == "card 4 of 5", f"front card labelled: {a11y['front']}")
    check(a11y["tabbable"] == 1 and a11y["hidden"] == a11y["cards"] - 1, "one focusable card; the others hidden")
    check(a11y["live"] == "polite", "announcements are polite")
    expected = ["Swipe right, card 2 of 5", "Swipe left, card 3 of 5", "Swipe right, card 4 of 5",
                "Swipe left, card 5 of 5", "Undo, card 4 of 5"]
    check(a11y["spoken"] == expected, f"announced {a11y['spoken']}")


def click(browser, selector):
    """A real mouse click in the middle of the element `selector`."""
    x, y = browser.evaluate(f"""(() => {{ const r = document.querySelector('{selector}').getBoundingClientRect();
        return [r.left + r.width / 2, r.top + r.height / 2]; }})()""")
    browser.mouse("mousePressed", x, y)
    browser.mouse("mouseReleased", x, y, buttons=0)


def scene_v2_buttons(browser, shots):
    print("9. screen v2 (two cards), the LIKE and undo buttons")
    click(browser, "#tab-v2")
    browser.wait_for("window.deck.config.options.visibleCount === 2", 5)
    settle(browser)
    since = len(browser.evaluate("kolodaLog"))
    check(browser.evaluate("document.querySelectorAll('.koloda-card').length") == 2, "two cards on screen")
    click(browser, "#like")
    settle(browser)
    click(browser, "#undo")
    settle(browser)
    got = events(browser, since)
    check(got[:1] == ["swipe 0 right"] and "undo 0" in got, f"LIKE then undo: {got}")
    check(browser.evaluate("deck.currentIndex") == 0, "card 0 back in front")


def scene_right_to_left(browser, shots):
    print("10. a right-to-left page: a drag to the right is NOPE; the arrows stay physical")
    browser.navigate(browser.evaluate("location.origin") + "/demo/?screen=v1&dir=rtl")
    settle(browser)
    check(browser.evaluate("deck.layoutDirection") == "rtl", "the deck follows the page's dir")
    overlay = {}

    def mid():
        overlay["text"] = browser.evaluate("deck.renderer.frontElement.querySelector('.koloda-overlay').textContent")
        browser.screenshot(os.path.join(shots, "5-rtl-mid-drag.png"))

    drag(browser, front_centre(browser), 333, 0, 37, 0.6, shot=mid)
    settle(browser)
    browser.evaluate("""window.pointerKinds = []; deck.element.addEventListener('pointerdown',
        (e) => pointerKinds.push(e.pointerType))""")
    browser.evaluate("deck.renderer.frontElement.focus()")
    browser.key("ArrowLeft", "ArrowLeft", 37)
    settle(browser)
    check(overlay.get("text") == "NOPE", f"NOPE while dragged right: {overlay}")
    got = events(browser, 0)
    check("swipe 0 right" in got and "swipe 1 left" in got, f"swiped right, then left by ArrowLeft: {got}")
    x, y = front_centre(browser)
    pen = Gesture(browser)
    pen.mouse(0, "mousePressed", x, y, pointer="pen")
    for i in range(1, 21):
        pen.mouse(0.015 * i, "mouseMoved", x + 14 * i, y, pointer="pen")
    pen.mouse(0.315, "mouseReleased", x + 280, y, buttons=0, pointer="pen")
    pen.done()
    settle(browser)
    kinds = browser.evaluate("window.pointerKinds")
    check("swipe 2 right" in events(browser, 0) and kinds == ["pen"], f"a pen drag swipes right (pointer {kinds})")


def scene_environment(browser, shots):
    print("11. the page's reduced-motion preference and the deck's size are followed")
    browser.send("Emulation.setEmulatedMedia", features=[{"name": "prefers-reduced-motion", "value": "reduce"}])
    browser.wait_for("deck.engine.options.reducedMotion === true", 3)
    browser.send("Emulation.setEmulatedMedia", features=[{"name": "prefers-reduced-motion", "value": ""}])
    browser.wait_for("deck.engine.options.reducedMotion === false", 3)
    check(True, "reducedMotion followed prefers-reduced-motion: on, then off")
    width = browser.evaluate("deck.renderer.frontElement.offsetWidth")
    browser.evaluate("deck.element.style.width = (deck.element.offsetWidth / 2) + 'px'")
    browser.wait_for(f"deck.renderer.frontElement.offsetWidth < {width} * 0.6", 3)
    check(True, f"a deck half as wide lays its front card out narrower (was {width} px)")


def scene_destroy_inside_a_callback(browser, shots):
    print("12. destroy() from inside an event callback")
    result = browser.evaluate("""new Promise((resolve) => {
        deck.on('swipe', () => deck.destroy());
        deck.swipe('left');
        setTimeout(() => resolve({cards: document.querySelectorAll('.koloda-card').length,
            live: document.querySelectorAll('.koloda-live').length, running: deck.clock.isRunning,
            threw: (() => { try { deck.undo(); return null; } catch (e) { return e.message; } })()}), 400);
    })""")
    check(result == {"cards": 0, "live": 0, "running": False, "threw": "Koloda: the deck was destroyed"},
          f"no card, no live region, no frame; later calls throw: {result}")


def main():
    shots = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else "web-e2e-shots")
    os.makedirs(shots, exist_ok=True)
    server, url = serve.start(os.path.join(ROOT, "Web"))
    browser = None
    started = time.time()
    try:
        print(f"web-e2e: {chromium_version()}, page {url}demo/")
        browser = Browser(540, 960)
        browser.navigate(url + "demo/?screen=v1")
        settle(browser)
        browser.screenshot(os.path.join(shots, "1-rest.png"))
        for scene in (scene_spring_back, scene_held_drag, scene_flick, scene_touch, scene_keys, scene_tap,
                      scene_bad_calls, scene_bad_mount, scene_accessibility, scene_v2_buttons, scene_right_to_left,
                      scene_environment, scene_destroy_inside_a_callback):
            try:
                scene(browser, shots)
            except Exception as error:  # a scene that cannot run is a failure, the others still run
                check(False, f"{scene.__name__}: {error}")
        errors = browser.evaluate("window.kolodaPageErrors ?? []")
        check(errors == [], f"no uncaught errors in the page: {errors}")
    finally:
        if browser:
            browser.close()
        server.terminate()
    print(f"web-e2e: screenshots in {shots}; {time.time() - started:.1f} s")
    if FAILURES:
        print(f"web-e2e: {len(FAILURES)} failed", file=sys.stderr)
        return 1
    print("web-e2e: every check passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
