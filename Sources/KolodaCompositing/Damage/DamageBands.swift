import KolodaCore

/// The target pixels a set of layers' rasters can touch, as boxes in bands of rows: for each band of ``bandHeight``
/// rows, the columns between the leftmost and the rightmost point of each raster's quadrilateral on those rows, with
/// ``margin`` px more on every side for the filters' reach and rounding; spans that overlap are one box. A turned
/// card's bounding box also holds the corners beside it, which such boxes leave out. Internal; used by `Compositor`
/// for damage regions.
enum DamageBands {
    /// Rows per band: 8 made some 150 boxes for a dragged card at 1080 × 1920, whose per-box costs (Cairo clips,
    /// pixman set-ups, thread hand-offs) outweighed the corners saved; 64 keeps most of the corners out.
    static let bandHeight = 64
    /// Target px added around each quadrilateral.
    static let margin = 2.0

    /// The boxes (target px) covering every quadrilateral in `quads` (four corners each, target px), clipped to
    /// `bounds`; disjoint, top to bottom and left to right within a band. `nil` when a corner is not finite.
    static func boxes(covering quads: [[Point]], within bounds: PixelRect) -> [PixelRect]? {
        guard !bounds.isEmpty else { return [] }
        var top = Int.max
        var bottom = Int.min
        for quad in quads {
            for p in quad {
                guard p.x.isFinite, p.y.isFinite else { return nil }
                top = min(top, Int(max(-1e9, p.y - margin).rounded(.down)))
                bottom = max(bottom, Int(min(1e9, p.y + margin).rounded(.up)))
            }
        }
        top = max(top, bounds.y0)
        bottom = min(bottom, bounds.y1)
        guard top < bottom else { return [] }
        // Bands start at multiples of the band height, so that two frames' bands line up.
        var y = top - ((top % bandHeight) + bandHeight) % bandHeight
        var out: [PixelRect] = []
        while y < bottom {
            let y0 = max(y, top)
            let y1 = min(y + bandHeight, bottom)
            var spans: [(Int, Int)] = []
            for quad in quads {
                guard let (lo, hi) = extent(of: quad, from: Double(y0) - margin, to: Double(y1) + margin) else {
                    continue
                }
                let x0 = max(bounds.x0, Int(max(-1e9, lo - margin).rounded(.down)))
                let x1 = min(bounds.x1, Int(min(1e9, hi + margin).rounded(.up)))
                if x0 < x1 { spans.append((x0, x1)) }
            }
            spans.sort { $0.0 < $1.0 }
            var merged: [(Int, Int)] = []
            for s in spans {
                if let last = merged.last, s.0 <= last.1 {
                    merged[merged.count - 1].1 = max(last.1, s.1)
                } else {
                    merged.append(s)
                }
            }
            for (x0, x1) in merged { out.append(PixelRect(x0: x0, y0: y0, x1: x1, y1: y1)) }
            y += bandHeight
        }
        return out
    }

    /// The least and the greatest x of the convex quadrilateral `quad` between the rows `y0` and `y1` (target px);
    /// `nil` when it does not reach them.
    static func extent(of quad: [Point], from y0: Double, to y1: Double) -> (Double, Double)? {
        var lo = Double.infinity
        var hi = -Double.infinity
        func add(_ x: Double) {
            lo = min(lo, x)
            hi = max(hi, x)
        }
        for i in quad.indices {
            let a = quad[i]
            let b = quad[(i + 1) % quad.count]
            // The corners inside the rows, and where each edge crosses a row's line.
            if a.y >= y0, a.y <= y1 { add(a.x) }
            for line in [y0, y1] where (a.y - line) * (b.y - line) < 0 {
                add(a.x + (b.x - a.x) * (line - a.y) / (b.y - a.y))
            }
        }
        return lo <= hi ? (lo, hi) : nil
    }
}
