@_spi(Fronts) import KolodaCore

// The exports' operations (docs/web-abi.md, "Input", "Commands", "Options", "The clock and reads").
extension WebAPI {
    // MARK: Input

    static func pointerDown(_ x: Double, _ y: Double, _ t: Double) -> Int32 {
        run(t) { (_, deck) throws(KolodaError) in
            try deck.pointerDown(at: Point(x: x, y: y), time: t)
            return true
        }
    }

    static func pointerMove(_ x: Double, _ y: Double, _ t: Double) -> Int32 {
        run(t) { (_, deck) throws(KolodaError) in
            try deck.pointerMoved(to: Point(x: x, y: y), time: t)
            return true
        }
    }

    static func pointerUp(_ x: Double, _ y: Double, _ t: Double) -> Int32 {
        run(t) { (_, deck) throws(KolodaError) in
            try deck.pointerUp(at: Point(x: x, y: y), time: t)
            return true
        }
    }

    static func pointerCancel(_ t: Double) -> Int32 {
        run(t) { _, deck in
            deck.pointerCancelled()
            return true
        }
    }

    static func acceptsPointer(_ x: Double, _ y: Double) -> Int32 {
        guard let web = current else { return fail(noDeck, "no deck: call koloda_create first") }
        return web.deck.acceptsPointer(at: Point(x: x, y: y)) ? 1 : 0
    }

    static func action(_ kind: Int32, _ code: Int32, _ t: Double) -> Int32 {
        let action: DeckAction
        switch kind {
        case 0:
            guard let d = direction(code), let d else { return badArgument }
            action = .swipe(d)
        case 1: action = .undo
        case 2: action = .select
        default: return fail(badArgument, "action \(kind) is not 0 (swipe), 1 (undo) or 2 (select)")
        }
        return run(t) { _, deck in deck.perform(action) }
    }

    // MARK: Commands

    static func swipe(_ code: Int32, _ force: Int32, _ t: Double) -> Int32 {
        guard let d = direction(code), let d else { return badArgument }
        return run(t) { _, deck in deck.swipe(d, force: force != 0) }
    }

    static func swipeAngle(_ angle: Double, _ force: Int32, _ t: Double) -> Int32 {
        run(t) { _, deck in deck.swipe(toward: angle, force: force != 0) }
    }

    static func revert(_ code: Int32, _ t: Double) -> Int32 {
        guard let d = direction(code, optional: true) else { return badArgument }
        return run(t) { _, deck in deck.revertAction(direction: d) }
    }

    static func reload(_ count: Int32, _ t: Double) -> Int32 {
        guard count >= 0 else { return fail(badArgument, "count \(count) is negative") }
        return run(t) { web, deck in
            web.count = Int(count)
            deck.reloadData()
            return true
        }
    }

    /// Inserts (`sign` 1) or removes (`sign` −1) `lo..<hi`, the page's count following; restored when rejected.
    static func update(_ lo: Int32, _ hi: Int32, _ animated: Int32, _ t: Double, sign: Int) -> Int32 {
        guard lo <= hi else {
            return fail(KolodaError.indexRangeOutOfBounds(range: Int(hi)..<Int(hi), count: current?.count ?? 0))
        }
        return run(t) { (web, deck) throws(KolodaError) in
            let before = web.count
            // The data's new count, never negative: a range past the cards is the engine's error to report.
            web.count = max(0, before + sign * Int(hi - lo))
            do throws(KolodaError) {
                if sign > 0 {
                    try deck.insertCards(at: Int(lo)..<Int(hi), animated: animated != 0)
                } else {
                    try deck.removeCards(at: Int(lo)..<Int(hi), animated: animated != 0)
                }
            } catch {
                web.count = before
                throw error
            }
            return true
        }
    }

    static func reloadRange(_ lo: Int32, _ hi: Int32, _ t: Double) -> Int32 {
        guard lo <= hi else {
            return fail(KolodaError.indexRangeOutOfBounds(range: Int(hi)..<Int(hi), count: current?.count ?? 0))
        }
        return run(t) { (_, deck) throws(KolodaError) in
            try deck.reloadCards(at: Int(lo)..<Int(hi))
            return true
        }
    }

    static func show(_ index: Int32, _ animated: Int32, _ t: Double) -> Int32 {
        run(t) { (_, deck) throws(KolodaError) in
            try deck.showCard(at: Int(index), animated: animated != 0)
            return true
        }
    }

    static func resize(_ width: Double, _ height: Double, _ t: Double) -> Int32 {
        guard Size(width: width, height: height).isDrawable else {
            return fail(KolodaError.invalidSize(width: width, height: height))
        }
        return run(t) { web, _ in web.presenter.resize(to: Size(width: width, height: height)) }
    }

    static func setViewport(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Int32 {
        guard let web = current else { return fail(noDeck, "no deck: call koloda_create first") }
        let viewport = Rect(x: x, y: y, width: width, height: height)
        guard viewport.isFinite, width >= 0, height >= 0 else {
            return fail(badArgument, "viewport \(x), \(y), \(width)×\(height) is not finite")
        }
        return web.presenter.setViewport(viewport) ? 1 : 0
    }
}
