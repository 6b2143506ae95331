/// The text of a message (an error's or a diagnostic's `description`, a web front's own errors), built as UTF-8
/// bytes from literals, integers, numbers and strings: `let text: MessageText = "time \(t) is not finite"`.
// Why not `String`: the web build (Embedded Swift) links only what it calls, and `String`'s appending and
// interpolation bring about 30 KB of the standard library's string code into the module; appending bytes to an array
// and making one `String` at the end brings a few KB. The text is the same: integers are written as `String(Int)`
// writes them, numbers as `Double.description`. docs/embedded.md, "Size".
package struct MessageText: ExpressibleByStringInterpolation, Sendable {
    /// The text's UTF-8 bytes.
    package private(set) var bytes: [UInt8] = []

    package init(stringLiteral literal: StaticString) { append(literal) }

    package init(stringInterpolation: MessageText) { self = stringInterpolation }

    /// The text as a `String`.
    package var string: String { String(decoding: bytes, as: UTF8.self) }

    package static func + (lhs: MessageText, rhs: MessageText) -> MessageText {
        var text = lhs
        text.bytes.append(contentsOf: rhs.bytes)
        return text
    }
}

// The appends are not inlined: a message is built where its error is found, and one call per piece keeps each of
// those places small (1.5 KB of the web module); messages are not on a hot path.
extension MessageText: StringInterpolationProtocol {
    @inline(never)
    package init(literalCapacity: Int, interpolationCount: Int) { bytes.reserveCapacity(literalCapacity) }

    @inline(never)
    package mutating func appendLiteral(_ literal: StaticString) { append(literal) }

    @inline(never)
    package mutating func appendInterpolation(_ text: String) {
        #if hasFeature(Embedded)
        // Every Embedded Swift string is native, its UTF-8 contiguous; the general path (for bridged strings)
        // would bring the string code back.
        _ = text.utf8.withContiguousStorageIfAvailable { bytes.append(contentsOf: $0) }
        #else
        bytes.append(contentsOf: text.utf8)
        #endif
    }

    @inline(never)
    package mutating func appendInterpolation(_ text: MessageText) { bytes.append(contentsOf: text.bytes) }

    @inline(never)
    package mutating func appendInterpolation(_ value: Double) { appendInterpolation(value.description) }

    /// Decimal digits, a minus sign first when negative, as `String(value)`.
    // The generic entry only takes the sign and the magnitude: one copy of the digits' loop for every integer type.
    @inline(__always)
    package mutating func appendInterpolation<Value: BinaryInteger>(_ value: Value) {
        appendDecimal(negative: value < 0, magnitude: UInt64(value.magnitude))
    }

    // Most significant digit first, so no buffer is reversed (the reversal alone was 0.6 KB of the web module).
    @inline(never)
    private mutating func appendDecimal(negative: Bool, magnitude: UInt64) {
        if negative { bytes.append(UInt8(ascii: "-")) }
        var divisor: UInt64 = 1
        while magnitude / divisor >= 10 { divisor *= 10 }
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude / divisor % 10))
            divisor /= 10
        } while divisor > 0
    }

    private mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }
}
