@_spi(Fronts) import KolodaCore

// The options and reads of the ABI (docs/web-abi.md, "Options", "The clock and reads").
extension WebAPI {
    // MARK: Options

    static func setVisibleCount(_ n: Int32, _ t: Double) -> Int32 {
        guard n >= 1 else { return fail(badArgument, "visible count \(n) < 1") }
        return run(t) { _, deck in
            deck.countOfVisibleCards = Int(n)
            return true
        }
    }

    static func setLoop(_ on: Int32, _ t: Double) -> Int32 {
        run(t) { _, deck in
            deck.isLoop = on != 0
            return true
        }
    }

    static func setReducedMotion(_ on: Int32, _ t: Double) -> Int32 {
        run(t) { _, deck in
            deck.reducedMotion = on != 0
            return true
        }
    }

    static func setAllowedDirections(_ mask: Int32, _ t: Double) -> Int32 {
        guard mask >= 0, mask <= 255 else { return fail(badArgument, "direction mask \(mask) is outside 0…255") }
        return run(t) { web, _ in
            web.allowedDirections = SwipeResultDirection.fromWebMask(mask)
            return true
        }
    }

    static func setUndoLimit(_ n: Int32, _ t: Double) -> Int32 {
        guard n >= -1 else { return fail(badArgument, "undo limit \(n) < -1") }
        return run(t) { _, deck in
            deck.undoLimit = n < 0 ? nil : Int(n)
            return true
        }
    }

    static func setLayoutDirection(_ rightToLeft: Int32, _ t: Double) -> Int32 {
        run(t) { web, _ in web.presenter.setLayoutDirection(rightToLeft != 0 ? .rightToLeft : .leftToRight) }
    }

    static func setQuestions(_ mask: Int32) -> Int32 {
        guard let web = current else { return fail(noDeck, "no deck: call koloda_create first") }
        guard mask >= 0, mask <= 7 else { return fail(badArgument, "question mask \(mask) is outside 0…7") }
        web.questions = mask
        return 1
    }

    // MARK: The clock and reads

    static func refresh(_ now: Double) {
        guard let web = current, !isApplying else { return }
        web.presenter.displayRefresh(at: now)
    }

    static var currentIndex: Int32 { Int32(truncatingIfNeeded: current?.deck.currentCardIndex ?? 0) }
    static var count: Int32 { Int32(truncatingIfNeeded: current?.deck.countOfCards ?? 0) }
    static var isAnimating: Int32 { current?.deck.isAnimating ?? false ? 1 : 0 }
    static var wantsFrames: Int32 { current?.presenter.wantsFrames ?? false ? 1 : 0 }
}
