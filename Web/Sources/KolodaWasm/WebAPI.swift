@_spi(Fronts) import KolodaCore

/// The ABI's operations (docs/web-abi.md, "Exports"), one function each, on the module's one deck: the exports
/// (`Exports.swift`, wasm only) call them, and so does the trace check's native recorder. Each returns the ABI's code:
/// ≥ 0 success (1 did something, 0 nothing), < 0 an error whose text is in the message buffer, the deck unchanged.
@MainActor
enum WebAPI {
    nonisolated(unsafe) static var imports: WebImports?
    nonisolated(unsafe) static var current: WebDeck?
    /// True while the plan buffer is being read (inside `apply`).
    nonisolated(unsafe) static var isApplying = false
    /// How many calls into the deck are under way (more than one: a call from inside an import).
    nonisolated(unsafe) static var depth = 0
    /// The last error's or diagnostic's text, UTF-8.
    nonisolated(unsafe) static var message = Message()

    static let noDeck: Int32 = -20
    static let badArgument: Int32 = -21
    static let duringApply: Int32 = -22

    // MARK: Life

    static func create(
        width: Double, height: Double, count: Int32, visible: Int32, loop: Int32, options: Int32, now: Double
    ) -> Int32 {
        guard let base = imports else { return fail(noDeck, "no imports") }
        guard depth == 0 else { return fail(duringApply, "koloda_create was called from inside an import") }
        let size = Size(width: width, height: height)
        guard size.isDrawable else { return fail(KolodaError.invalidSize(width: width, height: height)) }
        guard count >= 0, visible >= 1 else { return reject("count ", count, " or visible ", visible, " invalid") }
        current?.stop()
        let web = WebDeck(size: size, count: Int(count), imports: base) { message.set($0) }
        web.deck.countOfVisibleCards = Int(visible)
        web.deck.isLoop = loop != 0
        web.deck.reducedMotion = options & 1 != 0
        if options & 2 != 0 { web.deck.layoutDirection = .rightToLeft }
        current = web
        web.start(at: now)
        return 1
    }

    static func destroy() -> Int32 {
        guard depth == 0 else { return fail(duringApply, "koloda_destroy was called from inside an import") }
        current?.stop()
        current = nil
        return 1
    }

    // MARK: Running a call

    static let noDeckText: MessageText = "no deck: call koloda_create first"

    /// Runs `call` on the deck inside the presenter's update at `now` (s), mapping a thrown `KolodaError` to its code.
    // Not inlined: one copy of the update path for every export.
    @inline(never)
    static func run(_ now: Double, _ call: WebCall) -> Int32 {
        guard let web = current else { return fail(noDeck, noDeckText) }
        guard !isApplying else { return fail(duringApply, "called from inside apply") }
        depth += 1
        defer { depth -= 1 }
        do {
            let did = try web.presenter.update(at: now) { (_) throws(KolodaError) -> Bool in
                try web.perform(call, at: now)
            }
            return did ? 1 : 0
        } catch {
            return fail(error)
        }
    }

    /// Checks a direction code: nil (after setting the message) when it is outside −1…7, or −1 where one is needed.
    static func direction(_ code: Int32, optional: Bool = false) -> SwipeResultDirection?? {
        if optional && code == -1 { return .some(nil) }
        guard let d = SwipeResultDirection(webCode: code) else {
            _ = reject("direction ", code, " is not a direction code (0…7)")
            return nil
        }
        return .some(d)
    }

    // The error paths are not inlined and take their text as literals and numbers, not as a built message: each
    // export that rejects an argument then holds one call, not the building of its message (docs/embedded.md, "Size").
    @inline(never)
    static func fail(_ error: KolodaError) -> Int32 { fail(error.webCode, error.message) }

    @inline(never)
    static func fail(_ code: Int32, _ text: MessageText) -> Int32 {
        message.set(text)
        return code
    }

    /// Rejects an argument (`badArgument`), the message `before`, `value`, `after`, then `second` and `end` when
    /// there is a second number.
    @inline(never)
    static func reject(
        _ before: StaticString, _ value: Int32, _ after: StaticString, _ second: Int32? = nil, _ end: StaticString = ""
    ) -> Int32 {
        var text = MessageText(stringLiteral: before)
        text.appendInterpolation(value)
        text.appendLiteral(after)
        if let second {
            text.appendInterpolation(second)
            text.appendLiteral(end)
        }
        return fail(badArgument, text)
    }
}

/// A message buffer in linear memory the page reads (`koloda_message_ptr`, `koloda_message_len`).
struct Message {
    static let capacity = 512
    let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: Message.capacity)
    private(set) var count = 0

    mutating func set(_ text: MessageText) {
        count = 0
        for byte in text.bytes where count < Self.capacity {
            bytes[count] = byte
            count += 1
        }
    }
}
