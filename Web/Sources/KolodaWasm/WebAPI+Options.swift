@_spi(Fronts) import KolodaCore

// The options and reads of the ABI (docs/web-abi.md, "Options", "The clock and reads").
extension WebAPI {
    // MARK: Options

    static func setVisibleCount(_ n: Int32, _ t: Double) -> Int32 {
        guard n >= 1 else { return reject("visible count ", n, " < 1") }
        return run(t, .visibleCount(Int(n)))
    }

    static func setLoop(_ on: Int32, _ t: Double) -> Int32 { run(t, .loop(on != 0)) }

    static func setReducedMotion(_ on: Int32, _ t: Double) -> Int32 { run(t, .reducedMotion(on != 0)) }

    static func setAllowedDirections(_ mask: Int32, _ t: Double) -> Int32 {
        guard mask >= 0, mask <= 255 else { return reject("direction mask ", mask, " is outside 0…255") }
        return run(t, .allowedDirections(SwipeResultDirection.fromWebMask(mask)))
    }

    static func setUndoLimit(_ n: Int32, _ t: Double) -> Int32 {
        guard n >= -1 else { return reject("undo limit ", n, " < -1") }
        return run(t, .undoLimit(n < 0 ? nil : Int(n)))
    }

    static func setLayoutDirection(_ rightToLeft: Int32, _ t: Double) -> Int32 {
        run(t, .layoutDirection(rightToLeft != 0 ? .rightToLeft : .leftToRight))
    }

    static func setQuestions(_ mask: Int32) -> Int32 {
        guard let web = current else { return fail(noDeck, noDeckText) }
        guard mask >= 0, mask <= 7 else { return reject("question mask ", mask, " is outside 0…7") }
        web.questions = mask
        return 1
    }

    // MARK: The clock and reads

    static func refresh(_ now: Double) {
        guard let web = current, !isApplying else { return }
        depth += 1
        defer { depth -= 1 }
        web.presenter.displayRefresh(at: now)
    }

    static var currentIndex: Int32 { Int32(truncatingIfNeeded: current?.deck.currentCardIndex ?? 0) }
    static var count: Int32 { Int32(truncatingIfNeeded: current?.deck.countOfCards ?? 0) }
    static var isAnimating: Int32 { current?.deck.isAnimating ?? false ? 1 : 0 }
    static var wantsFrames: Int32 { current?.presenter.wantsFrames ?? false ? 1 : 0 }
}
