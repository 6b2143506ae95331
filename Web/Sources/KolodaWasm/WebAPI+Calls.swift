@_spi(Fronts) import KolodaCore

// The exports' operations (docs/web-abi.md, "Input", "Commands", "Options"): each checks what the engine does not,
// then runs its `WebCall`.
extension WebAPI {
    // MARK: Input

    static func pointerDown(_ x: Double, _ y: Double, _ t: Double) -> Int32 { run(t, .pointerDown(Point(x: x, y: y))) }
    static func pointerMove(_ x: Double, _ y: Double, _ t: Double) -> Int32 { run(t, .pointerMove(Point(x: x, y: y))) }
    static func pointerUp(_ x: Double, _ y: Double, _ t: Double) -> Int32 { run(t, .pointerUp(Point(x: x, y: y))) }
    static func pointerCancel(_ t: Double) -> Int32 { run(t, .pointerCancel) }

    static func acceptsPointer(_ x: Double, _ y: Double) -> Int32 {
        guard let web = current else { return fail(noDeck, noDeckText) }
        return web.deck.acceptsPointer(at: Point(x: x, y: y)) ? 1 : 0
    }

    static func action(_ kind: Int32, _ code: Int32, _ t: Double) -> Int32 {
        switch kind {
        case 0:
            guard let d = direction(code), let d else { return badArgument }
            return run(t, .action(.swipe(d)))
        case 1: return run(t, .action(.undo))
        case 2: return run(t, .action(.select))
        default: return reject("action ", kind, " is not 0 (swipe), 1 (undo) or 2 (select)")
        }
    }

    // MARK: Commands

    static func swipe(_ code: Int32, _ force: Int32, _ t: Double) -> Int32 {
        guard let d = direction(code), let d else { return badArgument }
        return run(t, .swipe(d, force: force != 0))
    }

    static func swipeAngle(_ angle: Double, _ force: Int32, _ t: Double) -> Int32 {
        run(t, .swipeAngle(angle, force: force != 0))
    }

    static func revert(_ code: Int32, _ t: Double) -> Int32 {
        guard let d = direction(code, optional: true) else { return badArgument }
        return run(t, .revert(d))
    }

    static func reload(_ count: Int32, _ t: Double) -> Int32 {
        guard count >= 0 else { return reject("count ", count, " is negative") }
        return run(t, .reload(count: Int(count)))
    }

    /// Inserts (`sign` 1) or removes (`sign` −1) `lo..<hi`.
    static func update(_ lo: Int32, _ hi: Int32, _ animated: Int32, _ t: Double, sign: Int) -> Int32 {
        guard let range = range(lo, hi) else { return badArgument }
        return run(t, sign > 0 ? .insert(range, animated: animated != 0) : .remove(range, animated: animated != 0))
    }

    static func reloadRange(_ lo: Int32, _ hi: Int32, _ t: Double) -> Int32 {
        guard let range = range(lo, hi) else { return badArgument }
        return run(t, .reloadRange(range))
    }

    static func show(_ index: Int32, _ animated: Int32, _ t: Double) -> Int32 {
        run(t, .show(Int(index), animated: animated != 0))
    }

    static func resize(_ width: Double, _ height: Double, _ t: Double) -> Int32 {
        let size = Size(width: width, height: height)
        guard size.isDrawable else { return fail(KolodaError.invalidSize(width: width, height: height)) }
        return run(t, .resize(size))
    }

    static func setViewport(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Int32 {
        guard let web = current else { return fail(noDeck, noDeckText) }
        let viewport = Rect(x: x, y: y, width: width, height: height)
        guard viewport.isFinite, width >= 0, height >= 0 else {
            return fail(badArgument, "the viewport is not finite with a size ≥ 0")
        }
        return web.presenter.setViewport(viewport) ? 1 : 0
    }

    /// `lo..<hi`, or nil (after setting the message) when `hi` < `lo`.
    private static func range(_ lo: Int32, _ hi: Int32) -> Range<Int>? {
        guard lo <= hi else {
            _ = reject("the range ", lo, "..<", hi, " ends before it starts")
            return nil
        }
        return Int(lo)..<Int(hi)
    }
}
