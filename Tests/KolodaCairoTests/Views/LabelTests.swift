import KolodaCairo
import KolodaCore
import Testing

@Suite("Label")
@MainActor
struct LabelTests {
    let long = "The quick brown fox jumps over the lazy dog, again and again, until the card runs out of room entirely."

    @Test func singleLineEllipsizesWithinBounds() {
        let label = CairoLabel(frame: Rect(x: 0, y: 0, width: 120, height: 24), text: long)
        let m = label.textMetrics()
        #expect(m.isEllipsized)
        #expect(m.lineCount == 1)
        #expect(m.size.width <= 120)
    }

    @Test func unlimitedLinesEllipsizeAtTheBoundsHeight() {
        let label = CairoLabel(frame: Rect(x: 0, y: 0, width: 150, height: 50), text: long)
        label.font = .system(size: 15)
        label.numberOfLines = 0
        let m = label.textMetrics()
        #expect(m.isEllipsized)
        #expect(m.lineCount >= 2)
        #expect(m.size.height <= 50)
        #expect(m.size.width <= 150)
    }

    @Test func lineLimitIsRespected() {
        let label = CairoLabel(frame: Rect(x: 0, y: 0, width: 150, height: 400), text: long)
        label.numberOfLines = 2
        let m = label.textMetrics()
        #expect(m.lineCount == 2)
        #expect(m.isEllipsized)
    }

    @Test func shortTextIsNotEllipsized() {
        let label = CairoLabel(frame: Rect(x: 0, y: 0, width: 300, height: 30), text: "Koloda")
        let m = label.textMetrics()
        #expect(!m.isEllipsized)
        #expect(m.size.width > 10 && m.size.width < 300)
    }
}
