import Glibc

/// Splits a pixel box into bands of whole rows and draws them on several threads at once. For work whose rows are
/// independent (each destination row is computed from the source alone), so the picture does not depend on how
/// many bands there are. Internal; used by `Compositor` (through `FramePaints`) for a frame's clear and its rotated
/// layers, whose sampling is bound by memory latency rather than by arithmetic, so that two cores nearly halve it.
enum RowBands {
    /// Fewest pixels per band: below this, starting a thread costs more than it saves.
    static let minimumPixelsPerBand = 100_000

    /// The online processors, at most 4: the default number of threads a compositor draws with.
    static let defaultThreadCount: Int = max(1, min(4, sysconf(Int32(_SC_NPROCESSORS_ONLN))))

    /// `box` cut into at most `count` bands of consecutive rows, top to bottom, each of at least
    /// ``minimumPixelsPerBand`` pixels (one band when the box is smaller); together they cover `box` exactly once.
    static func split(_ box: PixelRect, into count: Int) -> [PixelRect] {
        guard !box.isEmpty else { return [] }
        let height = box.y1 - box.y0
        let pixels = (box.x1 - box.x0) * height
        let bands = max(1, min(count, height, pixels / minimumPixelsPerBand))
        return (0..<bands).map { k in
            PixelRect(
                x0: box.x0, y0: box.y0 + height * k / bands, x1: box.x1, y1: box.y0 + height * (k + 1) / bands)
        }
    }

    /// Runs `draw` once per band of `box` (see ``split(_:into:)``), the bands on up to `threads` threads at once;
    /// returns when all are drawn. `draw` must touch no pixel outside the band it is given.
    static func draw(_ box: PixelRect, threads: Int, _ draw: @Sendable (PixelRect) -> Void) {
        let bands = split(box, into: threads)
        BandWorkers.shared.run({ draw(bands[$0]) }, count: bands.count)  // one band is drawn right here
    }
}
