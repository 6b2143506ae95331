import KolodaCore

/// The target pixels that an opaque layer replaces whatever their value: those whose every sample of the
/// layer's raster reads only fully opaque pixels of it, so the layer's pixel there has alpha 255 and does not depend
/// on what lies beneath. Nothing beneath has to be drawn there: not the background, not the layers behind.
///
/// Kept as bands of whole rows (``bandHeight`` rows each, top to bottom, disjoint), each band the pixels that are
/// covered on every one of its rows: exact per row up to the band's slant, about `bandHeight` × the tangent of the
/// card's angle px per side (under 2 px for Koloda's largest angle, π/10). Internal; made by `Compositor`.
struct OpaqueCover: Equatable {
    /// Rows per band: fewer bands mean fewer clip boxes for pixman, taller ones a wider uncovered seam at slanted
    /// edges.
    static let bandHeight = 8
    /// Source px kept between a sample and the edge of the opaque pixels: the bilinear taps reach 1 px, pixman's
    /// filters at scales down to ``minimumScale`` about 1 px more, and the blitter's fixed-point steps drift by under
    /// 0.05 px over a row.
    static let margin = 2.0
    /// Layers shrunk by more than this (target px per source px) are not taken as covering anything: pixman's filter
    /// then reads a wider footprint than ``margin`` allows for.
    static let minimumScale = 0.75

    /// The layer (index in the list) whose pixels cover.
    var index: Int
    /// The covered pixels, bands of rows top to bottom.
    var bands: [PixelRect]

    /// The bands of `target` pixels covered by a layer whose source pixels `opaque` (`x0..<x1` × `y0..<y1`, source
    /// px) are all fully opaque, drawn through `device` (source px → target px, pixel corners at integers) with
    /// sampling at pixel centres. Empty when nothing is covered, or the transform is not finite and invertible or
    /// shrinks below ``minimumScale``.
    static func bands(opaque: PixelRect, device m: AffineTransform, within target: PixelRect)
        -> [PixelRect]
    {
        guard !opaque.isEmpty, !target.isEmpty, m.isFinite, let inverse = m.inverted,
            (m.a * m.a + m.b * m.b).squareRoot() >= minimumScale,
            (m.c * m.c + m.d * m.d).squareRoot() >= minimumScale
        else { return [] }
        // A target pixel x of row y samples the source at u = u0 + a·x, v = v0 + b·x (source px, pixel centres at
        // integers, as `AffineBlitter` does). Its 2 × 2 taps floor(u)…floor(u) + 1 are all opaque when
        // opaque.x0 ≤ u < opaque.x1 − 1, and the same for v; the margin keeps away from both ends.
        let uLow = Double(opaque.x0) + margin
        let uHigh = Double(opaque.x1 - 1) - margin
        let vLow = Double(opaque.y0) + margin
        let vHigh = Double(opaque.y1 - 1) - margin
        guard uLow <= uHigh, vLow <= vHigh else { return [] }
        // The rows the covered quadrilateral can reach.
        let corners = [
            Point(x: uLow + 0.5, y: vLow + 0.5), Point(x: uHigh + 0.5, y: vLow + 0.5),
            Point(x: uHigh + 0.5, y: vHigh + 0.5), Point(x: uLow + 0.5, y: vHigh + 0.5)
        ].map(m.apply)
        let top = max(target.y0, Int((corners.map(\.y).min()! - 0.5).rounded(.up)))
        let bottom = min(target.y1, Int((corners.map(\.y).max()! - 0.5).rounded(.down)) + 1)
        guard top < bottom else { return [] }
        var out: [PixelRect] = []
        out.reserveCapacity((bottom - top) / bandHeight + 1)
        var y = top
        while y < bottom {
            let end = min(bottom, y + bandHeight)
            var x0 = Int.min
            var x1 = Int.max
            for row in y..<end {
                let s = span(row: row, inverse: inverse, target: target, u: uLow...uHigh, v: vLow...vHigh)
                x0 = max(x0, s.x0)
                x1 = min(x1, s.x1)
            }
            if x1 > x0 {
                // Bands next to each other with the same columns are one box.
                if let last = out.last, last.y1 == y, last.x0 == x0, last.x1 == x1 {
                    out[out.count - 1].y1 = end
                } else {
                    out.append(PixelRect(x0: x0, y0: y, x1: x1, y1: end))
                }
            }
            y = end
        }
        return out
    }

    /// The covered pixels of row `y` of `target`, `x0..<x1` (x1 ≤ x0 when none): those whose sample position
    /// (`inverse` of the pixel's centre, source px with pixel centres at integers) stays inside `u` × `v`.
    private static func span(
        row y: Int, inverse i: AffineTransform, target: PixelRect, u: ClosedRange<Double>, v: ClosedRange<Double>
    ) -> (x0: Int, x1: Int) {
        let cy = Double(y) + 0.5
        let u0 = i.a * 0.5 + i.c * cy + i.tx - 0.5
        let v0 = i.b * 0.5 + i.d * cy + i.ty - 0.5
        var lo = Double(target.x0)
        var hi = Double(target.x1 - 1)
        func limit(_ f0: Double, _ k: Double, _ range: ClosedRange<Double>) {
            if abs(k) < 1e-12 {
                if f0 < range.lowerBound || f0 > range.upperBound {
                    lo = 1
                    hi = 0
                }
            } else {
                let p = (range.lowerBound - f0) / k
                let q = (range.upperBound - f0) / k
                lo = max(lo, min(p, q))
                hi = min(hi, max(p, q))
            }
        }
        limit(u0, i.a, u)
        limit(v0, i.b, v)
        guard lo <= hi else { return (0, 0) }
        return (Int(lo.rounded(.up)), Int(hi.rounded(.down)) + 1)
    }

    /// Covered pixels, in total.
    var area: Int { bands.reduce(0) { $0 + ($1.x1 - $1.x0) * ($1.y1 - $1.y0) } }

    /// The pixels of `boxes` (disjoint) outside every one of `covers`: disjoint boxes. Covers made of few bands are
    /// best given first (a back card's is one box), so that the many bands of a turned card's cover meet few boxes.
    static func uncovered(_ boxes: [PixelRect], by covers: some Sequence<OpaqueCover>) -> [PixelRect] {
        var out = boxes
        for cover in covers { out = out.flatMap(cover.uncovered) }
        return out
    }

    /// The pixels of `box` outside the cover: disjoint boxes, top to bottom (`[box]` when the cover misses it).
    func uncovered(_ box: PixelRect) -> [PixelRect] {
        guard !box.isEmpty else { return [] }
        var out: [PixelRect] = []
        func add(_ b: PixelRect) { if !b.isEmpty { out.append(b) } }
        var y = box.y0
        for band in bands where band.y1 > box.y0 && band.y0 < box.y1 {
            let y0 = max(band.y0, box.y0)
            let y1 = min(band.y1, box.y1)
            add(PixelRect(x0: box.x0, y0: y, x1: box.x1, y1: y0))  // rows between bands: all of them
            let hole = PixelRect(x0: max(band.x0, box.x0), y0: y0, x1: min(band.x1, box.x1), y1: y1)
            if hole.isEmpty {
                add(PixelRect(x0: box.x0, y0: y0, x1: box.x1, y1: y1))
            } else {
                add(PixelRect(x0: box.x0, y0: y0, x1: hole.x0, y1: y1))
                add(PixelRect(x0: hole.x1, y0: y0, x1: box.x1, y1: y1))
            }
            y = y1
        }
        add(PixelRect(x0: box.x0, y0: y, x1: box.x1, y1: box.y1))
        return out
    }
}
