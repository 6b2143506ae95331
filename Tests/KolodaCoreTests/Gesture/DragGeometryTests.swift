import Testing

@_spi(Fronts) @testable import KolodaCore

@Suite("Drag geometry")
struct DragGeometryTests {
    let card = Size(width: 300, height: 392)
    let p = DragParameters()

    // docs/koloda-behaviour.md §2.3 worked values (card 300 wide, top half).
    @Test(arguments: [(75.0, 4.5, 0.95), (150, 9, 0.90), (300, 18, 0.80), (-300, -18, 0.80)])
    func rotationAndScaleMatchKoloda(dx: Double, degrees: Double, scale: Double) {
        let offset = Vector(dx: dx, dy: 0)
        #expect(
            close(
                DragGeometry.rotation(offset: offset, cardSize: card, side: 1, parameters: p),
                degrees * Double.pi / 180, 1e-12))
        #expect(close(DragGeometry.scale(offset: offset, cardSize: card, parameters: p), scale, 1e-12))
    }

    @Test func rotationIsCappedSymmetricallyAndFlipsForTheBottomHalf() {
        // D2: Koloda gave −36° for −600 pt; the cap is symmetric now.
        let left = DragGeometry.rotation(offset: Vector(dx: -600, dy: 0), cardSize: card, side: 1, parameters: p)
        let right = DragGeometry.rotation(offset: Vector(dx: 600, dy: 0), cardSize: card, side: 1, parameters: p)
        #expect(close(left, -Double.pi / 10) && close(right, Double.pi / 10))
        let bottom = DragGeometry.rotation(offset: Vector(dx: 150, dy: 0), cardSize: card, side: -1, parameters: p)
        #expect(close(bottom, -9 * Double.pi / 180, 1e-12))
    }

    // docs/koloda-behaviour.md §2.5 test vectors, card 300×392 (rows that do not depend on Koloda's sign quirk).
    @Test(arguments: [
        (75.0, 0.0, [SwipeResultDirection.left, .right], SwipeResultDirection.right, 0.50),
        (150, 0, [.left, .right], .right, 1.00),
        (-200, 40, [.left, .right], .left, 1.3333),
        (120, -150, SwipeResultDirection.allCases, .topRight, 0.7827),
        (120, -150, [.left, .right], .right, 0.80),
        (40, -180, SwipeResultDirection.allCases, .up, 0.9184),
        (30, -60, [.left, .right, .up], .up, 0.3061)
    ])
    func nearestDirectionAndProgress(
        dx: Double, dy: Double, allowed: [SwipeResultDirection], direction: SwipeResultDirection, progress: Double
    ) {
        let offset = Vector(dx: dx, dy: dy)
        #expect(DragGeometry.nearestDirection(of: offset, cardSize: card, allowed: allowed) == direction)
        // Unclamped here; the delegate's percentage and the overlay clamp to 100 % / 1.
        #expect(close(DragGeometry.progress(of: offset, toward: direction, cardSize: card), progress, 1e-4))
    }

    @Test func noDirectionAtZeroDragOrAwayFromTheOnlyAllowedDirection() {
        // D3: Koloda reported .left at 0 %, and 67 % toward .left for a rightward drag with only .left allowed.
        #expect(DragGeometry.nearestDirection(of: .zero, cardSize: card, allowed: [.left, .right]) == nil)
        #expect(DragGeometry.nearestDirection(of: .zero, cardSize: card, allowed: SwipeResultDirection.allCases) == nil)
        #expect(DragGeometry.nearestDirection(of: Vector(dx: 100, dy: 0), cardSize: card, allowed: [.left]) == nil)
        #expect(DragGeometry.progress(of: Vector(dx: 100, dy: 0), toward: .left, cardSize: card) == 0)
    }

    @Test func tiesKeepTheEarlierAllowedDirection() {
        // (150, -196) is exactly between .right (1,0) and .up (0,−1)… and nearest to .topRight when allowed.
        let offset = Vector(dx: 150, dy: -196)
        #expect(DragGeometry.nearestDirection(of: offset, cardSize: card, allowed: [.right, .up]) == .right)
        #expect(DragGeometry.nearestDirection(of: offset, cardSize: card, allowed: [.up, .right]) == .up)
    }

    @Test func degenerateAndNonFiniteInputsGiveZeros() {
        #expect(DragGeometry.normalized(Vector(dx: 10, dy: 10), cardSize: .zero) == .zero)
        #expect(DragGeometry.rotation(offset: Vector(dx: .nan, dy: 0), cardSize: card, side: 1, parameters: p) == 0)
        #expect(
            DragGeometry.nearestDirection(of: Vector(dx: .infinity, dy: 0), cardSize: card, allowed: [.right]) == nil)
    }

    @Test func projectionAddsAboutHalfASecondOfVelocity() {
        let projected = DragGeometry.projectedOffset(Vector(dx: 40, dy: 0), velocity: Vector(dx: 1000, dy: -200))
        #expect(close(projected.dx, 40 + 499, 1e-9) && close(projected.dy, -99.8, 1e-9))
    }

    @Test func rubberBandGrowsEverMoreSlowly() {
        let d = 300.0
        #expect(DragGeometry.rubberBand(0, dimension: d) == 0)
        let samples = stride(from: 10.0, through: 1000, by: 10).map { DragGeometry.rubberBand($0, dimension: d) }
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 < $1 })
        #expect(samples.allSatisfy { $0 < d })
        #expect(close(DragGeometry.rubberBand(100, dimension: d), (1 - 1 / (100 * 0.55 / d + 1)) * d))
        // Constrained to left/right: vertical movement rubber-bands both ways, horizontal is free.
        let c = DragGeometry.constrained(Vector(dx: 80, dy: -200), cardSize: card, allowed: [.left, .right])
        #expect(c.dx == 80 && c.dy < 0 && c.dy > -200)
        let onlyRight = DragGeometry.constrained(Vector(dx: -80, dy: 0), cardSize: card, allowed: [.right])
        #expect(onlyRight.dx > -80 && onlyRight.dx < 0)
    }

    @Test func exitRotationsAreMirrorSymmetric() {
        for d in SwipeResultDirection.allCases {
            let mirrored = SwipeResultDirection.allCases.first {
                $0.horizontal == -d.horizontal && $0.vertical == d.vertical
            }!
            #expect(close(d.exitRotation, -mirrored.exitRotation))
        }
        #expect(close(SwipeResultDirection.right.exitRotation, Double.pi / 4))
        #expect(close(SwipeResultDirection.topLeft.exitRotation, -Double.pi / 8))
        #expect(close(SwipeResultDirection.bottomLeft.exitRotation, -3 * Double.pi / 8))
    }
}
