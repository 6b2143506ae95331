import KolodaCore

/// The recorded demo session: every interaction the demo shows off, on both screens, in about 17 s.
@MainActor
enum DemoSession {
    /// The script for a window laid out as `layout`, sampled at `framesPerSecond`.
    static func script(for layout: ScreenLayout, framesPerSecond: Double) -> SessionScript {
        var s = SessionScript(framesPerSecond: framesPerSecond)
        let deck = layout.deck
        let grab = Point(x: deck.center.x, y: deck.minY + deck.height * 0.45)
        let unit = deck.width / 400  // distances scale with the deck
        func v(_ dx: Double, _ dy: Double) -> Vector { Vector(dx: dx * unit, dy: dy * unit) }

        s.wait(0.5)
        // 1. A slow drag to the right, held still, let go: the card springs back.
        s.drag(from: grab, [(1.0, v(130, 12))], eased: true, hold: 0.25)
        s.wait(0.9)
        // 2. A drag past the threshold to the right: it flies out (card 0, right).
        s.drag(from: grab, [(0.6, v(270, 30))])
        s.wait(0.9)
        // 3. A fast, short flick to the left: the velocity carries it out (card 1, left).
        s.drag(from: grab, [(0.1, v(-90, -6))])
        s.wait(0.9)
        // 4. A flick right, then back toward the centre: cancelled, the card returns.
        s.drag(from: grab, [(0.25, v(230, 10)), (0.45, v(140, 8))])
        s.wait(1.0)
        // 5. The LIKE button: a programmatic swipe (card 2, right).
        if let like = layout.buttons[.like] { s.click(like.center) }
        s.wait(1.0)
        // 6. UNDO: card 2 comes back.
        if let undo = layout.buttons[.undo] { s.click(undo.center) }
        s.wait(1.0)
        // 7. Card 2 also allows up: swipe it up.
        s.drag(from: grab, [(0.35, v(10, -300))])
        s.wait(0.9)
        // 8. The last two cards (keyboard, then NOPE): the deck runs out and four new cards fade in.
        s.key(.right)
        s.wait(0.8)
        if let nope = layout.buttons[.nope] { s.click(nope.center) }
        s.wait(1.4)
        // 9. Switch to v2 (its appear animation), then swipe once: the background card springs forward.
        s.click(Point(x: layout.segments.minX + layout.segments.width * 0.75, y: layout.segments.center.y))
        s.wait(1.6)
        s.drag(from: Point(x: deck.center.x, y: deck.minY + deck.height * 0.5), [(0.5, v(-260, 20))])
        s.wait(1.2)
        return s
    }
}
