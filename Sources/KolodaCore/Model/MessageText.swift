/// The text of a message (an error's or a diagnostic's `description`, a web front's own errors), built as UTF-8
/// bytes from literals, integers, numbers and strings: `let text: MessageText = "time \(t) is not finite"`.
// Why not `String`: the web build (Embedded Swift) links only what it calls, and `String`'s appending and
// interpolation bring about 30 KB of the standard library's string code into the module; appending bytes to an array
// and making one `String` at the end brings a few KB. The text is the same: integers are written as `String(Int)`
// writes them, numbers as `Double.description` (with `ShortestDigits`, not the standard library's routine, which is
// 4 KB of the web module's gzip size). docs/embedded.md, "Size".
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

    /// The shortest text that reads back as `value`, as `Double.description` writes it: `nan`, `inf`, `0.0`, `1.5`,
    /// `0.0001`, `1e-05`, `1.5e+16`, a minus sign first when the sign bit is set (not for `nan`).
    @inline(never)
    package mutating func appendInterpolation(_ value: Double) {
        if value.isNaN { return append("nan") }
        if value.sign == .minus { bytes.append(UInt8(ascii: "-")) }
        if value.isInfinite {
            append("inf")
        } else if value == 0 {
            append("0.0")
        } else {
            // `Double.description`'s layout: `d.ddde±XX` (the exponent two digits at least, no point after a single
            // digit) below 0.0001 and above 2⁵³; otherwise `0.000ddd`, `dd.ddd` or `ddd00.0`.
            let shortest = ShortestDigits(value.magnitude)
            let power = shortest.exponent
            if power < -3 || value.magnitude > 0x1p53 {
                appendDigits(shortest.digits, leadingZeros: 0, point: 1)
                append(power <= 0 ? "e-" : "e+")
                if abs(power - 1) < 10 { bytes.append(UInt8(ascii: "0")) }
                appendDecimal(negative: false, magnitude: UInt64(abs(power - 1)))
            } else {
                appendDigits(shortest.digits, leadingZeros: max(1 - power, 0), point: max(power, 1))
                if shortest.digits.count <= power { append(".0") }
            }
        }
    }

    /// `leadingZeros` zeros, the digits, zeros up to `point` digits; a point after `point` digits when more follow.
    @inline(never)
    private mutating func appendDigits(_ digits: [UInt8], leadingZeros: Int, point: Int) {
        for index in 0..<max(leadingZeros + digits.count, point) {
            if index == point { bytes.append(UInt8(ascii: ".")) }
            let digitIndex = index - leadingZeros
            bytes.append(UInt8(ascii: "0") + (digitIndex >= 0 && digitIndex < digits.count ? digits[digitIndex] : 0))
        }
    }

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
