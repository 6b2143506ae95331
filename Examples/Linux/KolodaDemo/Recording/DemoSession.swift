import KolodaCore

/// The recorded demo session, the README's GIF: Koloda's gestures and buttons on v1, then on v2 likes checked by a
/// "server" (`LikeNetwork`: the card waits, stamped "checking…", and the fifth like is rejected and springs back) and
/// a swipe back from the edge that undoes the last like; about 17 s.
@MainActor
enum DemoSession {
    /// The script for a window laid out as `layout`, sampled at `framesPerSecond`.
    static func script(for layout: ScreenLayout, framesPerSecond: Double) -> SessionScript {
        var s = SessionScript(framesPerSecond: framesPerSecond)
        s.wait(0.4)
        playV1(&s, layout)
        // Switch to v2 (its appear animation).
        s.click(Point(x: layout.segments.minX + layout.segments.width * 0.75, y: layout.segments.center.y))
        s.wait(1.5)  // the appear animation ends before the first drag
        playV2(&s, layout)
        return s
    }

    /// Distances in the deck's units: the deck is 400 units wide.
    private static func units(_ layout: ScreenLayout) -> (Double, Double) -> Vector {
        let unit = layout.deck.width / 400
        return { dx, dy in Vector(dx: dx * unit, dy: dy * unit) }
    }

    /// v1, Koloda's first screen: a drag that springs back, a drag and a flick that swipe, LIKE, UNDO.
    private static func playV1(_ s: inout SessionScript, _ layout: ScreenLayout) {
        let deck = layout.deck
        let grab = Point(x: deck.center.x, y: deck.minY + deck.height * 0.45)
        let v = units(layout)
        // 1. A slow drag to the right, held still, let go: the card springs back.
        s.drag(from: grab, [(0.7, v(120, 10))], eased: true, hold: 0.15)
        s.wait(0.6)
        // 2. A drag past the threshold to the right: it flies out (card 0, right).
        s.drag(from: grab, [(0.45, v(270, 30))])
        s.wait(0.6)
        // 3. A fast, short flick to the left: the velocity carries it out (card 1, left).
        s.drag(from: grab, [(0.1, v(-90, -6))])
        s.wait(0.6)
        // 4. The LIKE button: a programmatic swipe (card 2, right); 5. UNDO brings it back.
        if let like = layout.buttons[.like] { s.click(like.center) }
        s.wait(0.7)
        if let undo = layout.buttons[.undo] { s.click(undo.center) }
        s.wait(0.8)
    }

    /// v2: five likes dragged to the right, each waiting for the "server" (`LikeNetwork.latency`); the first four
    /// fly out, the fifth is rejected and springs back. Then a drag in from the right edge brings the fourth back.
    private static func playV2(_ s: inout SessionScript, _ layout: ScreenLayout) {
        let deck = layout.deck
        let grab = Point(x: deck.center.x, y: deck.minY + deck.height * 0.5)
        let v = units(layout)
        let latency = LikeNetwork().latency
        for _ in 1...5 {
            // Past the threshold and held still, so the card waits where it was let go, on screen.
            s.drag(from: grab, [(0.4, v(190, 14))], eased: true, hold: 0.1)
            s.wait(latency + 0.3)
        }
        s.wait(0.5)
        // Swipe back: a press within the 40 pt band along the right edge (the side the last like left from), dragged
        // well into the deck and held, so the release undoes it rather than sending the card back out.
        let edge = Point(x: deck.maxX - 12 * deck.width / 400, y: grab.y)
        s.drag(from: edge, [(0.6, v(-340, 0))], eased: true, hold: 0.15)
        s.wait(1.1)
    }
}
