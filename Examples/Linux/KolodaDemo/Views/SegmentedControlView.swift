import KolodaCairo
import KolodaCore

/// A pill-shaped segmented control: one segment per title, the selected one highlighted in white.
final class SegmentedControlView: CairoView {
    /// The segment titles, left to right.
    let titles: [String]
    /// The highlighted segment.
    var selectedIndex: Int { didSet { if selectedIndex != oldValue { setNeedsDisplay() } } }

    /// Creates a control of `size` pt with `titles`, the first selected.
    init(titles: [String], size: Size) {
        self.titles = titles
        selectedIndex = 0
        super.init(frame: Rect(origin: .zero, size: size))
        backgroundColor = CairoColor.white.withAlpha(0.14)
        cornerRadius = size.height / 2
    }

    /// The segment under `point` (the control's local pt), or nil.
    func segment(at point: Point) -> Int? {
        guard bounds.contains(point), !titles.isEmpty else { return nil }
        return min(titles.count - 1, Int(point.x / (bounds.width / Double(titles.count))))
    }

    override func draw(in context: DrawingContext) {
        guard !titles.isEmpty else { return }
        let w = bounds.width / Double(titles.count)
        let h = bounds.height
        for (i, title) in titles.enumerated() {
            let rect = Rect(x: Double(i) * w, y: 0, width: w, height: h)
            let selected = i == selectedIndex
            if selected {
                context.fill(
                    Rect(x: rect.minX + 3, y: 3, width: w - 6, height: h - 6), color: .white, cornerRadius: (h - 6) / 2)
            }
            TextPainter.draw(
                title, in: rect, font: .system(size: 14, weight: .semibold),
                color: selected ? CairoColor(hex: 0x2B2350) : CairoColor.white.withAlpha(0.85), alignment: .center,
                context: context)
        }
    }
}
