import KolodaCore

/// Small convex-polygon geometry (deck pt) for occlusion culling: containment and Sutherland–Hodgman clipping.
/// Polygons are vertex lists in either winding order. Internal.
enum ConvexPolygon {
    /// The corners of `rect` mapped by `transform`, in order (a convex quadrilateral for an invertible transform).
    static func quad(_ rect: Rect, _ transform: AffineTransform) -> [Point] {
        [transform.apply(Point(x: rect.minX, y: rect.minY)), transform.apply(Point(x: rect.maxX, y: rect.minY)),
         transform.apply(Point(x: rect.maxX, y: rect.maxY)), transform.apply(Point(x: rect.minX, y: rect.maxY))]
    }

    /// +1 or −1 for the winding of a convex polygon; 0 when degenerate.
    static func orientation(_ poly: [Point]) -> Double {
        var area = 0.0
        for i in poly.indices {
            let p = poly[i], q = poly[(i + 1) % poly.count]
            area += p.x * q.y - q.x * p.y
        }
        return area > 0 ? 1 : area < 0 ? -1 : 0
    }

    /// True when every point of `points` lies inside (or on) the convex polygon `poly`.
    static func contains(_ poly: [Point], all points: [Point]) -> Bool {
        let o = orientation(poly)
        guard o != 0 else { return false }
        for p in points {
            for i in poly.indices {
                let a = poly[i], b = poly[(i + 1) % poly.count]
                if o * ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) < 0 { return false }
            }
        }
        return true
    }

    /// The intersection of `subject` with the convex polygon `clip` (Sutherland–Hodgman); empty when disjoint.
    static func intersection(_ subject: [Point], _ clip: [Point]) -> [Point] {
        let o = orientation(clip)
        guard o != 0 else { return [] }
        var output = subject
        for i in clip.indices where !output.isEmpty {
            let a = clip[i], b = clip[(i + 1) % clip.count]
            func side(_ p: Point) -> Double { o * ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) }
            let input = output
            output = []
            for j in input.indices {
                let p = input[j], q = input[(j + 1) % input.count]
                let sp = side(p), sq = side(q)
                if sp >= 0 { output.append(p) }
                if (sp >= 0) != (sq >= 0) {
                    let t = sp / (sp - sq)
                    output.append(Point(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t))
                }
            }
        }
        return output.count >= 3 ? output : []
    }

    /// The area of a simple polygon (pt²).
    static func area(_ poly: [Point]) -> Double {
        var a = 0.0
        for i in poly.indices {
            let p = poly[i], q = poly[(i + 1) % poly.count]
            a += p.x * q.y - q.x * p.y
        }
        return abs(a) / 2
    }
}
