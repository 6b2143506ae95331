import Testing

@testable import KolodaCore

/// `MessageText` writes what `String` interpolation writes: the messages' text does not depend on how it is built.
@Suite("Message text")
struct MessageTextTests {
    @Test(arguments: [0, 7, -7, 10, 99, -100, 1_234_567, Int.max, Int.min])
    func integersAreWrittenAsStringWritesThem(_ value: Int) {
        let text: MessageText = "n \(value)."
        #expect(text.string == "n \(String(value)).")
    }

    @Test(arguments: [Int32.min, -1, 0, 42, Int32.max])
    func otherIntegerTypesToo(_ value: Int32) {
        let text: MessageText = "\(value)"
        #expect(text.string == String(value))
    }

    @Test(arguments: [0, 9, 10, 1_000_000_000_000_000_000, 9_999_999_999_999_999_999, UInt64.max])
    func unsignedIntegersUpToTheLargestToo(_ value: UInt64) {
        let text: MessageText = "\(value)"
        #expect(text.string == String(value))
    }

    @Test(arguments: [0.0, -0.0, 1.5, -2, 1e-5, 1e300, .pi, .infinity, -.infinity, .nan, -.nan, .leastNonzeroMagnitude])
    func numbersAreWrittenAsTheirDescription(_ value: Double) {
        let text: MessageText = "x \(value) y"
        #expect(text.string == "x " + value.description + " y")
    }

    @Test func stringsLiteralsAndConcatenationKeepTheirUTF8() {
        let name = "swipe(toward:force:) × ü 🃏"
        let text: MessageText = "deck \(name) — \(3)×\(4)" + " done"
        #expect(text.string == "deck " + name + " — 3×4 done")
        #expect(text.bytes == Array(text.string.utf8))
    }

    @Test func nestedTextIsAppendedAsItIs() {
        let inner: MessageText = "time \(Double.nan) is not finite"
        let outer: MessageText = "op: \(inner)"
        #expect(outer.string == "op: time nan is not finite")
    }

    @Test func everyErrorAndDiagnosticDescriptionIsItsMessage() {
        let errors: [KolodaError] = [
            .indexRangeOutOfBounds(range: -3..<8, count: 5), .inconsistentCardCount(expected: 7, actual: -9),
            .invalidSample, .invalidTime(-.infinity), .invalidSize(width: 0, height: 1e-7),
            .calledDuringQuery(operation: "reloadData()"), .noDataSource, .invalidSnapshot(reason: "undoLimit -2 < 0")
        ]
        for error in errors {
            #expect(error.description == error.message.string)
            #expect(error.message.bytes == Array(error.description.utf8))
        }
        let rejected = KolodaDiagnostic.rejectedCall(operation: "insert", error: errors[0])
        #expect(rejected.description == "insert was rejected and changed nothing: " + errors[0].description)
        #expect(
            KolodaError.invalidSize(width: -2.5, height: .nan).description
                == "deck size " + (-2.5).description + "×" + Double.nan.description + " is not finite and positive")
    }
}
