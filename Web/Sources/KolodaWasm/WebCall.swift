@_spi(Fronts) import KolodaCore

/// One call of the page on the deck (an export's arguments, checked): every call runs through one function
/// (`WebDeck.perform(_:at:)`) inside one presenter update, so the module holds one copy of that path, not one per
/// export.
enum WebCall {
    case pointerDown(Point)
    case pointerMove(Point)
    case pointerUp(Point)
    case pointerCancel
    case action(DeckAction)
    case swipe(SwipeResultDirection, force: Bool)
    case swipeAngle(Double, force: Bool)
    case revert(SwipeResultDirection?)
    case reload(count: Int)
    case insert(Range<Int>, animated: Bool)
    case remove(Range<Int>, animated: Bool)
    case reloadRange(Range<Int>)
    case show(Int, animated: Bool)
    case resize(Size)
    case visibleCount(Int)
    case loop(Bool)
    case reducedMotion(Bool)
    case allowedDirections([SwipeResultDirection])
    case undoLimit(Int?)
    case layoutDirection(DeckLayoutDirection)
}

extension WebDeck {
    /// Performs `call` at `time` (s) on the deck; the caller runs it inside the presenter's update. Returns whether
    /// it did something.
    func perform(_ call: WebCall, at time: Double) throws(KolodaError) -> Bool {
        switch call {
        case .pointerDown(let p): try deck.pointerDown(at: p, time: time)
        case .pointerMove(let p): try deck.pointerMoved(to: p, time: time)
        case .pointerUp(let p): try deck.pointerUp(at: p, time: time)
        case .pointerCancel: deck.pointerCancelled()
        case .action(let action): return deck.perform(action)
        case .swipe(let direction, let force): return deck.swipe(direction, force: force)
        case .swipeAngle(let angle, let force): return deck.swipe(toward: angle, force: force)
        case .revert(let direction): return deck.revertAction(direction: direction)
        case .reload(let count):
            self.count = count
            deck.reloadData()
        case .insert(let range, let animated): try update(range, inserting: true, animated: animated)
        case .remove(let range, let animated): try update(range, inserting: false, animated: animated)
        case .reloadRange(let range): try deck.reloadCards(at: range)
        case .show(let index, let animated): try deck.showCard(at: index, animated: animated)
        case .resize(let size): return presenter.resize(to: size)
        default: setOption(call)
        }
        return true
    }

    /// The options among the calls.
    private func setOption(_ call: WebCall) {
        switch call {
        case .visibleCount(let n): deck.countOfVisibleCards = n
        case .loop(let on): deck.isLoop = on
        case .reducedMotion(let on): deck.reducedMotion = on
        case .allowedDirections(let directions): allowedDirections = directions
        case .undoLimit(let limit): deck.undoLimit = limit
        case .layoutDirection(let direction): presenter.setLayoutDirection(direction)
        default: break
        }
    }

    /// Inserts or removes `range`, the page's count following (never negative: a range past the cards is the
    /// engine's error to report); the count is restored when the engine rejects the update.
    private func update(_ range: Range<Int>, inserting: Bool, animated: Bool) throws(KolodaError) {
        let before = count
        count = max(0, before + (inserting ? range.count : -range.count))
        do throws(KolodaError) {
            if inserting {
                try deck.insertCards(at: range, animated: animated)
            } else {
                try deck.removeCards(at: range, animated: animated)
            }
        } catch {
            count = before
            throw error
        }
    }
}
