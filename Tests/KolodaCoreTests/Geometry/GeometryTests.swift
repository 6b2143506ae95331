import Testing

@_spi(Fronts) @testable import KolodaCore

@Suite("Geometry")
struct GeometryTests {
    @Test func affineInverseRoundTrips() throws {
        let t = AffineTransform.translation(Vector(dx: 10, dy: -4))
            .then(.rotation(0.3)).then(.scale(x: 2, y: 0.5))
        let inv = try #require(t.inverted)
        let p = Point(x: 3, y: 7)
        let q = inv.apply(t.apply(p))
        #expect(abs(q.x - p.x) < 1e-12 && abs(q.y - p.y) < 1e-12)
    }

    @Test func rotationIsClockwiseOnScreen() {
        // y grows downwards, so a positive angle takes +x towards +y.
        let p = AffineTransform.rotation(Double.pi / 2).apply(Point(x: 1, y: 0))
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
    }

    @Test func rectInterpolationExtrapolates() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let b = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(a.interpolated(to: b, 0.5) == Rect(x: 5, y: 10, width: 20, height: 25))
        #expect(a.interpolated(to: b, -1) == Rect(x: -10, y: -20, width: -10, height: -20))
    }

    @Test func degenerateTransformHasNoInverse() {
        #expect(AffineTransform.scale(x: 0, y: 1).inverted == nil)
    }
}
